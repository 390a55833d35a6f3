// Recovery codes: for a lost phone, ten single-use codes shown once at enrolment. Only their hashes
// are kept; ~50 random bits each, so a hash can't be guessed back at sign-in's rate limit. The hash
// is scrypt's, salted with the user's id: a copy of the database (where the app's secret is sealed
// under a key it doesn't hold) would otherwise give the codes up to a fast hash's offline search.
import { randomInt, scrypt } from 'node:crypto';

const COUNT = 10;
// No 0/o, 1/l/i: the codes are read off paper and typed by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const randomChunk = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export const newRecoveryCodes = (): string[] => Array.from({ length: COUNT }, () => `${randomChunk()}-${randomChunk()}`);

// OWASP's floor for scrypt (2^17 memory-cost × 8 blocks is its first row; 2^14 costs about 16 MB and
// tens of milliseconds here, per code, on the thread pool rather than the event loop).
const SCRYPT = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;

/** What is stored and compared: the code as typed, in any case, with or without its hyphen. */
export function recoveryCodeHash(userId: string, code: string): Promise<string> {
  const normalised = code.toLowerCase().replace('-', '');
  return new Promise((resolve, reject) =>
    scrypt(normalised, `recovery-code:${userId}`, 32, SCRYPT, (error, key) => (error ? reject(error) : resolve(key.toString('hex')))),
  );
}

export const isAppCode = (code: string) => /^[0-9]{6}$/.test(code);
