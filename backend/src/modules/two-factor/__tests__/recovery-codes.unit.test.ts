import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newRecoveryCodes, recoveryCodeHash } from '../recovery-codes.js';

describe('recovery codes', () => {
  it('when a code is typed in capitals or without its hyphen, then it hashes as printed; another user’s same code hashes otherwise', async () => {
    const [code] = newRecoveryCodes();
    const printed = await recoveryCodeHash('user-a', code!);
    expect(await recoveryCodeHash('user-a', code!.toUpperCase())).toBe(printed);
    expect(await recoveryCodeHash('user-a', code!.replace('-', ''))).toBe(printed);
    expect(await recoveryCodeHash('user-b', code!)).not.toBe(printed);
  });

  it('when a hash is stored, then it is no fast hash of the code: a copy of the database can’t search 50 bits in an afternoon', async () => {
    const [code] = newRecoveryCodes();
    const stored = await recoveryCodeHash('user-a', code!);
    const fast = (input: string) => createHash('sha256').update(input).digest('hex');
    expect([fast(code!), fast(code!.replace('-', '')), fast(`user-a:${code!.replace('-', '')}`)]).not.toContain(stored);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
  });
});
