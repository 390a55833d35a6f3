// How the shop charges tax: one JSON value in shop_settings, set by the owner, read by every order
// placed after. The arithmetic is tax-rules.ts's.
import type { Transaction } from 'sequelize';
import type { OrderTax as OrderTaxDto, TaxSettings } from '../../shared/api-types.js';
import type { AuditLog } from '../../shared/audit.js';
import type { Database } from '../../shared/database.js';
import type { AuthenticatedUser } from '../../shared/request-context.js';
import type { ShopSettings } from '../../shared/shop-settings.js';
import { formatCents } from '../../shared/money.js';
import { taxOf, type BasisPoints, type OrderTax, type TaxedLine, type TaxRates } from './tax-rules.js';

export const TAX_SETTINGS_KEY = 'tax';

/** A shop that has said nothing: a consumer shop in the United Kingdom, exports at the same prices. */
export const defaultTaxSettings = (): TaxSettings => ({ pricesIncludeTax: true, standardRate: '20', reducedRate: '5', exportsWithoutTax: false });

/** "17.5" → 1750: the contract's pattern has already said it is a percent with at most 2 decimals. */
export function basisPoints(rate: string): BasisPoints {
  const [whole, fraction = ''] = rate.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const ratesOf = (settings: TaxSettings): TaxRates => ({ standard: basisPoints(settings.standardRate), reduced: basisPoints(settings.reducedRate) });

/** 1750 → "17.5": a rate written one way ("20.00" and "020" are "20"), so the audit trail shows real changes only. */
export const rateText = (points: BasisPoints): string => (points % 100 === 0 ? String(points / 100) : (points / 100).toFixed(2).replace(/0$/, ''));
const tidyRate = (rate: string): string => rateText(basisPoints(rate));

/** An order's tax as the contract states it. */
export const toOrderTaxDto = (tax: OrderTax): OrderTaxDto => ({
  pricesIncludeTax: tax.pricesIncludeTax,
  total: formatCents(tax.taxCents),
  exempt: formatCents(tax.exemptCents),
  rates: tax.parts.map((part) => ({ taxClass: part.taxClass, rate: rateText(part.rate), net: formatCents(part.netCents), tax: formatCents(part.taxCents), shipping: formatCents(part.shippingCents), exempt: formatCents(part.removedCents) })),
});

/** The tax of lines and a delivery charge, sent to the shop's country (`taxed`) or abroad, by the settings read once. */
export type TaxCalculator = (lines: TaxedLine[], shippingCents: number, taxed: boolean) => OrderTax;

export function createTaxService(deps: { db: Database; settings: ShopSettings; audit: AuditLog }) {
  async function settings(transaction?: Transaction): Promise<TaxSettings> {
    const stored = await deps.settings.read(TAX_SETTINGS_KEY, transaction);
    return stored === undefined ? defaultTaxSettings() : (JSON.parse(stored) as TaxSettings);
  }

  return {
    getTaxSettings: settings,

    /** A calculator by the settings as they are now (in `transaction`, an order's: the tax it is placed with). */
    async calculator(transaction?: Transaction): Promise<TaxCalculator> {
      const current = await settings(transaction);
      const rates = ratesOf(current);
      return (lines, shippingCents, taxed) =>
        taxOf({ lines, shippingCents, rates, pricesIncludeTax: current.pricesIncludeTax, taxed, exportsWithoutTax: current.exportsWithoutTax });
    },

    async updateTaxSettings(caller: AuthenticatedUser, next: TaxSettings): Promise<TaxSettings> {
      const saved: TaxSettings = {
        pricesIncludeTax: next.pricesIncludeTax,
        standardRate: tidyRate(next.standardRate),
        reducedRate: tidyRate(next.reducedRate),
        exportsWithoutTax: next.exportsWithoutTax,
      };
      await deps.db.write(async (transaction) => {
        const before = await settings(transaction);
        await deps.settings.save(TAX_SETTINGS_KEY, JSON.stringify(saved), transaction);
        await deps.audit.record({ actor: caller, kind: 'settings.changed', subject: { type: 'settings', id: TAX_SETTINGS_KEY }, before: { ...before }, after: { ...saved } }, transaction);
      });
      return saved;
    },
  };
}

export type TaxService = ReturnType<typeof createTaxService>;
