// Helmet with the shop's Content Security Policy: its own origin, Stripe's and Google's sign-in
// scripts, and the Auth Emulator outside production.
import type { RequestHandler } from 'express';
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

export function securityHeaders(config: AppConfig): RequestHandler {
  return helmet({
    contentSecurityPolicy: contentSecurityPolicy(config),
    // Firebase's Google sign-in popup reports back through window.opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
}
