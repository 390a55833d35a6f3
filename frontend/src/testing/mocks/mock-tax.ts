// Tax as the server works it out (backend/src/modules/tax/tax-rules.ts, docs/tax.md), for the
// mocks' quotes and orders: once per rate, the delivery shared by value, half up to the cent.
import { apportion, formatCents, scaleHalfUp } from '../../lib/money';
import type { OrderTax, TaxClass, TaxSettings } from '../../types/api';

const CLASSES: TaxClass[] = ['standard', 'reduced', 'zero'];
const ONE = 10_000;
const basisPoints = (rate: string) => Math.round(Number(rate) * 100);

export interface MockTaxedLine {
  taxClass: TaxClass;
  cents: number;
}

/** The order's tax and what it costs, to the shop's country (`taxed`) or abroad. */
export function mockTax(settings: TaxSettings, lines: MockTaxedLine[], shippingCents: number, taxed: boolean): { tax: OrderTax; totalCents: number } {
  const classes = CLASSES.filter((taxClass) => lines.some((line) => line.taxClass === taxClass));
  const goods = classes.map((taxClass) => lines.filter((line) => line.taxClass === taxClass).reduce((sum, line) => sum + line.cents, 0));
  const shipping = apportion(shippingCents, goods);
  const rates: Record<TaxClass, number> = { standard: basisPoints(settings.standardRate), reduced: basisPoints(settings.reducedRate), zero: 0 };
  const parts = classes.map((taxClass, index) => {
    const amount = goods[index]! + shipping[index]!;
    const home = rates[taxClass];
    if (settings.pricesIncludeTax && (taxed || settings.exportsWithoutTax)) {
      const inIt = scaleHalfUp(amount, home, ONE + home);
      return { taxClass, rate: taxed ? home : 0, net: amount - inIt, tax: taxed ? inIt : 0, removed: taxed ? 0 : inIt, shipping: shipping[index]! };
    }
    const rate = taxed ? home : 0;
    return { taxClass, rate, net: amount, tax: scaleHalfUp(amount, rate, ONE), removed: 0, shipping: shipping[index]! };
  });
  const taxCents = parts.reduce((sum, part) => sum + part.tax, 0);
  const exemptCents = parts.reduce((sum, part) => sum + part.removed, 0);
  const priced = goods.reduce((sum, amount) => sum + amount, 0) + shippingCents;
  return {
    tax: {
      pricesIncludeTax: settings.pricesIncludeTax,
      total: formatCents(taxCents),
      exempt: formatCents(exemptCents),
      rates: parts.map((part) => ({ taxClass: part.taxClass, rate: String(part.rate / 100), net: formatCents(part.net), tax: formatCents(part.tax), shipping: formatCents(part.shipping), exempt: formatCents(part.removed) })),
    },
    totalCents: settings.pricesIncludeTax ? priced - exemptCents : priced + taxCents,
  };
}
