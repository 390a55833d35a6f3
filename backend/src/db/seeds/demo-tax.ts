// The demo shop sells to the trades: its prices are without VAT, which the checkout adds at 20%
// (5% on the few reduced-rate items a tool shop might stock), as a trade counter's do.
import type { TaxSettings } from '../../shared/api-types.js';

export const demoTax: TaxSettings = { pricesIncludeTax: false, standardRate: '20', reducedRate: '5', exportsWithoutTax: false };
