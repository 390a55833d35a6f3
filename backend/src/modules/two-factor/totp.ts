// Authenticator apps' codes: TOTP as RFC 6238 has it (SHA-1, 6 digits, 30-second steps), which
// every app reads from an otpauth:// URI. A code is accepted for the step before and after the
// current one too (clocks drift); which step it matched is what makes it single-use.
import { Secret, TOTP } from 'otpauth';
import { SHOP_NAME } from '../../shared/brand.js';

const PERIOD = 30;
/** 20 random bytes: RFC 4226's recommended length for SHA-1, 32 base32 characters. */
const SECRET_BYTES = 20;

const totpOf = (secret: string, label: string) =>
  new TOTP({ issuer: SHOP_NAME, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

export function newTotpSecret(label: string): { secret: string; otpauthUri: string } {
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  return { secret, otpauthUri: totpOf(secret, label).toString() };
}

/** The time step the code belongs to, if it is one of the secret's codes now; else undefined. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | undefined {
  const totp = totpOf(secret, '');
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : totp.counter({ timestamp: now }) + delta;
}

/** The code of a given moment: for tests, and for nothing else. */
export const codeAt = (secret: string, timestamp: number) => totpOf(secret, '').generate({ timestamp });
