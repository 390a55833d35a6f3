// Helmet with the shop's Content Security Policy: its own origin, Stripe's and Google's sign-in
// scripts, and the Auth Emulator outside production.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config.js';

function contentSecurityPolicy(config: AppConfig) {
  const emulator = config.firebase.emulatorHost ? [`http://${config.firebase.emulatorHost}`] : [];
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://js.stripe.com', 'https://apis.google.com'],
      connectSrc: ["'self'", 'https://*.googleapis.com', 'https://api.stripe.com', ...emulator],
      frameSrc: ['https://js.stripe.com', `https://${config.firebase.authDomain}`, ...emulator],
      imgSrc: ["'self'", 'data:', 'https:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'"],
      // Outside production the emulator is plain http on loopback; upgrading it would break sign-in.
      upgradeInsecureRequests: config.env === 'production' ? [] : null,
    },
  };
}

/**
 * The headers helmet sets for this configuration, worked out once: none of them depends on the
 * request (no nonces), and running helmet's dozen middlewares on every request cost about a tenth
 * of a cached catalogue read (docs/performance.md).
 */
function headersOf(middleware: ReturnType<typeof helmet>): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string) => void headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  let called = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    called = true;
  });
  if (!called) throw new Error('helmet did not set its headers at once');
  return headers;
}

export function securityHeaders(config: AppConfig): RequestHandler {
  const headers = headersOf(
    helmet({
      contentSecurityPolicy: contentSecurityPolicy(config),
      // Firebase's Google sign-in popup reports back through window.opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
