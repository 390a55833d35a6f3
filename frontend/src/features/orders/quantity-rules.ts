// The seed's increase and decrease forms, with its defect fixed: the quantity always stays within
// [minimum, available], and a refused change says why.
export interface StockLimits {
  minimum: number;
  available: number;
}

export type QuantityChange = { quantity: number } | { refused: string };

function validAmount(amount: number): string | undefined {
  return Number.isInteger(amount) && amount >= 1 ? undefined : 'Enter a whole number of 1 or more.';
}

export function increase(current: number, amount: number, limits: StockLimits): QuantityChange {
  const invalid = validAmount(amount);
  if (invalid) return { refused: invalid };
  const next = current + amount;
  if (next > limits.available) return { refused: `Only ${limits.available} in stock: you can order at most ${limits.available}.` };
  return { quantity: next };
}

export function decrease(current: number, amount: number, limits: StockLimits): QuantityChange {
  const invalid = validAmount(amount);
  if (invalid) return { refused: invalid };
  const next = current - amount;
  if (next < limits.minimum) return { refused: `The minimum order for this tool is ${limits.minimum}.` };
  return { quantity: next };
}
