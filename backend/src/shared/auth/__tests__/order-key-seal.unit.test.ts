// A sealed order key opens with the shop's secret, for its own order, as sealed; anything else
// (another order, another secret, one bit changed, a value of another shape) opens nothing and throws nothing.
import { describe, expect, it } from 'vitest';
import { createOrderKeySeal } from '../order-key-seal.js';
import { newOrderKey } from '../order-keys.js';

const SECRET = 'unit-test-secret-that-is-at-least-32-characters';
const seal = createOrderKeySeal(SECRET);
const orderId = '0193a6f0-1c2d-7e3f-8a9b-0c1d2e3f4a5b';
const otherOrderId = '0193a6f0-1c2d-7e3f-8a9b-0c1d2e3f4a5c';

/** The sealed value with one bit of its byte at `index` (of the decoded bytes) flipped. */
function flipped(sealed: string, index: number): string {
  const [version, packed] = sealed.split('.');
  const bytes = Buffer.from(packed!, 'base64url');
  bytes[index] = bytes[index]! ^ 1;
  return `${version}.${bytes.toString('base64url')}`;
}

describe('sealing an order’s key', () => {
  it('when sealed and opened for the same order with the same secret, then the key comes back', () => {
    const key = newOrderKey();
    expect(seal.open(seal.seal(key, orderId), orderId)).toBe(key);
    expect(createOrderKeySeal(SECRET).open(seal.seal(key, orderId), orderId)).toBe(key);
  });

  it('when one key is sealed twice, then the values differ (a fresh IV each time) and neither shows the key', () => {
    const key = newOrderKey();
    const [first, second] = [seal.seal(key, orderId), seal.seal(key, orderId)];
    expect(first).not.toBe(second);
    for (const sealed of [first, second]) expect(sealed).not.toContain(key);
  });

  it('when opened for another order, with another secret, or with any byte changed, then nothing opens', () => {
    const sealed = seal.seal(newOrderKey(), orderId);
    expect(seal.open(sealed, otherOrderId)).toBeUndefined();
    expect(createOrderKeySeal(`${SECRET}-rotated`).open(sealed, orderId)).toBeUndefined();
    const length = Buffer.from(sealed.split('.')[1]!, 'base64url').length;
    // The IV, the tag and the ciphertext: each byte is covered.
    for (let index = 0; index < length; index += 1) expect(seal.open(flipped(sealed, index), orderId)).toBeUndefined();
  });

  it.each(['', 'v1', 'v1.', 'v2.AAAA', 'v1.AAAA', 'v1.a.b', 'not sealed at all', `v1.${'A'.repeat(200)}`])('when the value is %j, then nothing opens and nothing throws', (value) => {
    expect(seal.open(value, orderId)).toBeUndefined();
  });
});
