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

/** The storefront's pages and files: helmet's whole set, with the shop's Content Security Policy. */
export function pageSecurityHeaders(config: AppConfig): RequestHandler {
  return helmet({
    contentSecurityPolicy: contentSecurityPolicy(config),
    // Firebase's Google sign-in popup reports back through window.opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
}

/**
 * The API's answers are data, never a document to render: OWASP's REST Security Cheat Sheet's set
 * (a policy that loads nothing and may not be framed, no sniffing, HSTS, same-origin resources, no
 * referrer), through helmet's own options. The headers meant for documents are left off: a dozen
 * headers on every catalogue read were a fifth of its CPU.
 */
export function apiSecurityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}
