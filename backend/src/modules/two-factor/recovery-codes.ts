// Recovery codes: for a lost phone, ten single-use codes shown once at enrolment. Only their hashes
// are kept; ~50 random bits each, so a hash can't be guessed back at sign-in's rate limit.
import { createHash, randomInt } from 'node:crypto';

const COUNT = 10;
// No 0/o, 1/l/i: the codes are read off paper and typed by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const randomChunk = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export const newRecoveryCodes = (): string[] => Array.from({ length: COUNT }, () => `${randomChunk()}-${randomChunk()}`);

/** What is stored and compared: the code as typed, in any case, with or without its hyphen. */
export function recoveryCodeHash(userId: string, code: string): string {
  const normalised = code.toLowerCase().replace('-', '');
  return createHash('sha256').update(`${userId}:${normalised}`).digest('hex');
}

export const isAppCode = (code: string) => /^[0-9]{6}$/.test(code);
