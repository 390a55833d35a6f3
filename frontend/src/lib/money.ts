// Money in the browser, as on the server (backend/src/shared/money.ts): sums in whole cents, dollars
// only at the contract's edges (a product's price is a number of dollars, an order's a 2-decimal
// string) and on screen. Screens and the mocked API both price orders here.

/** Whole cents of a price in dollars: a product's number or the contract's "24.99". */
export const dollarsToCents = (dollars: number | string): number => Math.round(Number(dollars) * 100);

export const centsToDollars = (cents: number): number => cents / 100;

/** The contract's 2-decimal string (`Money`), e.g. 29988 → "299.88". */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`not a whole, non-negative number of cents: ${cents}`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** An order's prices as the server sets them: the unit price, and unit price × quantity counted in cents. */
export function orderPrices(unitPrice: number, quantity: number): { unitPrice: string; price: string } {
  const unitCents = dollarsToCents(unitPrice);
  return { unitPrice: formatCents(unitCents), price: formatCents(unitCents * quantity) };
}

let dollars: Intl.NumberFormat | undefined;

/** "$24.99" from a number of dollars or the contract's 2-decimal string. */
export const formatPrice = (amount: number | string): string =>
  (dollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).format(Number(amount));

/** Two of the contract's amounts added in whole cents: "49.98" + "29.00" → "78.98". */
export const addMoney = (a: string, b: string): string => formatCents(dollarsToCents(a) + dollarsToCents(b));

/** amount × numerator / denominator, half up, exactly (a dear order times a dear part passes 2^53). */
export function scaleHalfUp(amount: number, numerator: number, denominator: number): number {
  if (denominator === 0) return 0;
  const [n, d] = [BigInt(amount) * BigInt(numerator), BigInt(denominator)];
  const quotient = n / d;
  return Number(2n * (n - quotient * d) >= d ? quotient + 1n : quotient);
}

/** `amount` split by `weights` into whole cents that add up to it: shares rounded down, the cents left to the largest remainders (the earlier on a tie). */
export function apportion(amount: number, weights: number[]): number[] {
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  if (whole === 0) return weights.map((_, index) => (index === 0 ? amount : 0));
  const shares = weights.map((weight, index) => {
    const exact = BigInt(amount) * BigInt(weight);
    return { index, floor: Number(exact / BigInt(whole)), remainder: Number(exact % BigInt(whole)) };
  });
  const parts = shares.map((share) => share.floor);
  let left = amount - parts.reduce((sum, part) => sum + part, 0);
  for (const { index } of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left-- <= 0) break;
    parts[index]! += 1;
  }
  return parts;
}
