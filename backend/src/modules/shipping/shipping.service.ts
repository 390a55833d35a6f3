import type { Transaction } from 'sequelize';
import type { ShippingQuote, ShippingQuoteRequest, ShippingSettings } from '../../shared/api-types.js';
import type { AuditLog, AuditValues } from '../../shared/audit.js';
import type { Database } from '../../shared/database.js';
import { formatCents, multiplyCents } from '../../shared/money.js';
import { unitPriceCents, type PriceBreak } from '../../shared/price-breaks.js';
import { HttpProblem, badRequest } from '../../shared/problem.js';
import type { AuthenticatedUser } from '../../shared/request-context.js';
import type { ShopSettings } from '../../shared/shop-settings.js';
import { toOrderTaxDto, type TaxCalculator, type TaxClass } from '../tax/index.js';
import { chargesFor, defaultShippingSettings, freeShippingFrom, settingsProblem, type ShippingCharge, type WeighedLine } from './shipping-rates.js';

export const SHIPPING_SETTINGS_KEY = 'shipping';
// AuditValues' strings are bounded.
const AUDIT_TEXT = 2000;

/** What shipping needs of the catalogue: each tool's price, weight and tax class now. */
export interface ShippingCatalogue {
  findProducts(ids: string[], transaction?: Transaction): Promise<Array<{ id: string; priceCents: number; priceBreaks: PriceBreak[]; weightGrams: number | null; taxClass: TaxClass }>>;
}

/** What a quote needs of tax: a calculator by the settings now. */
export interface ShippingTax {
  calculator(transaction?: Transaction): Promise<TaxCalculator>;
}

/** Where an order goes and how, as the buyer asked; either may be left to the shop. */
export interface DeliveryChoice {
  country?: string;
  shippingMethod?: string;
}

/** What the order is charged for delivery, and where it goes: the shop's own country (taxed) or abroad. */
export interface OrderDelivery {
  country: string;
  charge: ShippingCharge;
  home: boolean;
}

const unavailable = (detail: string) => new HttpProblem(409, detail, { code: 'shipping_unavailable' });

function summary(settings: ShippingSettings): AuditValues {
  const zones = settings.zones.map((zone) => `${zone.name} (${zone.countries.join(' ')}): ${zone.methods.map((method) => method.id).join(', ')}`).join('; ');
  return { homeCountry: settings.homeCountry, zones: zones.slice(0, AUDIT_TEXT) };
}

export function createShippingService(deps: { db: Database; settings: ShopSettings; catalogue: ShippingCatalogue; tax: ShippingTax; audit: AuditLog; homeCountry: string }) {
  const { db, catalogue } = deps;

  async function settings(transaction?: Transaction): Promise<ShippingSettings> {
    const stored = await deps.settings.read(SHIPPING_SETTINGS_KEY, transaction);
    return stored === undefined ? defaultShippingSettings(deps.homeCountry) : (JSON.parse(stored) as ShippingSettings);
  }

  return {
    getShippingSettings: () => settings(),

    async updateShippingSettings(caller: AuthenticatedUser, next: ShippingSettings): Promise<ShippingSettings> {
      const problem = settingsProblem(next);
      if (problem) throw badRequest(problem);
      await db.write(async (transaction) => {
        const before = await settings(transaction);
        await deps.settings.save(SHIPPING_SETTINGS_KEY, JSON.stringify(next), transaction);
        await deps.audit.record({ actor: caller, kind: 'settings.changed', subject: { type: 'settings', id: SHIPPING_SETTINGS_KEY }, before: summary(before), after: summary(next) }, transaction);
      });
      return next;
    },

    /** The methods that can carry these tools to the country, priced with the catalogue now. */
    async quoteShipping({ country, lines }: ShippingQuoteRequest): Promise<ShippingQuote> {
      if (new Set(lines.map((line) => line.productId)).size !== lines.length) throw badRequest('Each tool may appear once in the list.');
      const products = new Map((await catalogue.findProducts(lines.map((line) => line.productId))).map((product) => [product.id, product]));
      // A tool no longer sold is not ordered, so it neither costs nor weighs anything.
      const weighed: Array<WeighedLine & { taxClass: TaxClass }> = lines.flatMap(({ productId, quantity }) => {
        const product = products.get(productId);
        return product ? [{ quantity, totalCents: multiplyCents(unitPriceCents(product, quantity), quantity), weightGrams: product.weightGrams, taxClass: product.taxClass }] : [];
      });
      const subtotalCents = weighed.reduce((total, line) => total + line.totalCents, 0);
      const [current, taxOf] = await Promise.all([settings(), deps.tax.calculator()]);
      const options = chargesFor(current, country, weighed).map((charge) => {
        const tax = taxOf(weighed, charge.priceCents, country === current.homeCountry);
        return { id: charge.method, name: charge.name, kind: charge.kind, price: formatCents(charge.priceCents), tax: toOrderTaxDto(tax), total: formatCents(tax.totalCents) };
      });
      return { country, subtotal: formatCents(subtotalCents), options };
    },

    /**
     * What an order of these lines is charged for delivery, inside the order's transaction: to the
     * country asked (the shop's own when none), by the method asked (the cheapest when none).
     */
    async chargeFor(choice: DeliveryChoice, lines: WeighedLine[], transaction: Transaction): Promise<OrderDelivery> {
      const current = await settings(transaction);
      const country = choice.country ?? current.homeCountry;
      const charges = chargesFor(current, country, lines);
      if (charges.length === 0) throw unavailable(`We can’t deliver this order to ${country}. Please choose another country or contact the shop.`);
      const charge = choice.shippingMethod === undefined ? charges[0] : charges.find((candidate) => candidate.method === choice.shippingMethod);
      if (!charge) throw unavailable('That delivery method isn’t available for this order any more. Please choose another.');
      return { country, charge, home: country === current.homeCountry };
    },

    /** The home page's free-delivery promise, from the settings: the subtotal in dollars, or null. */
    freeShippingFrom: async (): Promise<number | null> => freeShippingFrom(await settings()),
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
