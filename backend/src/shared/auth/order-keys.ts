// A guest order's private key: 32 random bytes (base64url), shown once (the checkout's answer and
// the confirmation email's link) and stored only as its SHA-256 hash, so a copy of the database
// opens no order. A key is compared by hashing it and comparing the hashes in constant time: the
// time taken says nothing of how much of a guess was right.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const newOrderKey = (): string => randomBytes(32).toString('base64url');

export const hashOrderKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

const NO_HASH = Buffer.alloc(32);

/**
 * Whether `key` is the one whose hash is `keyHash` (null: an account's order or none at all, which
 * no key opens, after the same work, so the time taken doesn't tell them apart either).
 */
export function orderKeyMatches(key: string, keyHash: string | null): boolean {
  const stored = keyHash === null ? NO_HASH : Buffer.from(keyHash, 'hex');
  const given = createHash('sha256').update(key, 'utf8').digest();
  const same = stored.length === given.length && timingSafeEqual(stored, given);
  return keyHash !== null && same;
}
