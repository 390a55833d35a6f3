// A guest order's key, sealed so the server alone can recover it: the confirmation and the reminder
// are recorded later (a payment's settlement, maybe from a webhook that carries no key; the reminder
// sweep, maybe in another process) and must link to the order with its key, while a copy of the
// database still opens no order. AES-256-GCM under a key derived from the server's secret; a fresh
// IV per order, and the order's id as associated data, so a sealed key moved to another order's row
// opens nothing. docs/decisions/2026-11-26-guest-order-keys.md says why. The same seal, under its
// own derived key, keeps staff members' TOTP secrets (bound to their user id).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
// A version prefix, so a later scheme can tell its own sealed keys from these.
const VERSION = 'v1';
// HKDF's info: each key seals one kind of value and nothing else the secret signs or seals.
const ORDER_KEYS = 'handtools order-key seal v1';
const TOTP_SECRETS = 'handtools totp-secret seal v1';

export interface OrderKeySeal {
  seal(orderKey: string, orderId: string): string;
  /** The key sealed for this order, or undefined when the value was altered, moved or sealed under another secret. */
  open(sealed: string, orderId: string): string | undefined;
}

/** A value sealed to one context (its row's id): `open` with any other context gives undefined. */
export type Seal = OrderKeySeal;

export const createOrderKeySeal = (secret: string): OrderKeySeal => createSeal(secret, ORDER_KEYS);
export const createTotpSecretSeal = (secret: string): Seal => createSeal(secret, TOTP_SECRETS);

function createSeal(secret: string, purpose: string): Seal {
  const key = Buffer.from(hkdfSync('sha256', secret, '', purpose, 32));
  return {
    seal(orderKey, orderId) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(orderId, 'utf8'));
      const body = Buffer.concat([cipher.update(orderKey, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed, orderId) {
      const [version, packed, ...rest] = sealed.split('.');
      if (version !== VERSION || packed === undefined || rest.length > 0) return undefined;
      const bytes = Buffer.from(packed, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(orderId, 'utf8'));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        // GCM's tag did not match: altered, moved to another order, or another secret's.
        return undefined;
      }
    },
  };
}
