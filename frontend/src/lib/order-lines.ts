// An order is of one tool or several (its lines). Screens and labels name them the same way
// everywhere; a one-line order reads exactly as the seed's single-tool order did.
import type { Order, OrderTax } from '../types/api';
import { countryName } from './countries';
import { formatPrice } from './money';

type WithLines = Pick<Order, 'lines'>;

/** "12 × 16 oz Claw Hammer" for one line. */
export const lineWords = (line: Order['lines'][number]): string => `${line.quantity} × ${line.productName}`;

/** What the order is of, in words: "12 × Claw Hammer, 2 × Ball-Peen Hammer". */
export const orderWhat = (order: WithLines): string => order.lines.map(lineWords).join(', ');

/** The tools' names: "Claw Hammer and Ball-Peen Hammer". */
export function orderToolNames(order: WithLines): string {
  const names = order.lines.map((line) => line.productName);
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export const hasSeveralLines = (order: WithLines): boolean => order.lines.length > 1;

/** How many tools, counting every unit: "16 tools" for 10 hammers and 6 saws (not "2 tools", its lines). */
export function toolCount(order: WithLines): string {
  const units = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return `${units} ${units === 1 ? 'tool' : 'tools'}`;
}

/** How people name an order: "#1042" (its number, not its id). */
export const orderNumber = (order: Pick<Order, 'number'>): string => `#${order.number}`;

/** How the order goes: "Tracked to Canada, to Canada"; null for an order from before delivery was charged. */
export function deliveryMethodWords({ shipping, country }: Pick<Order, 'shipping' | 'country'>): string | null {
  if (!shipping) return null;
  return country ? `${shipping.name}, to ${countryName(country)}` : shipping.name;
}

/** What delivery cost: "$29.00", or "Free". */
export const deliveryPrice = (shipping: { price: string }): string => (Number(shipping.price) === 0 ? 'Free' : formatPrice(shipping.price));

/** How the order goes and what that cost: "Tracked to Canada, to Canada · $29.00". */
export function deliveryWords(order: Pick<Order, 'shipping' | 'country'>): string | null {
  const how = deliveryMethodWords(order);
  return how && order.shipping && `${how} · ${deliveryPrice(order.shipping).toLowerCase()}`;
}

/** A row of an order's summary: what, and how much. */
export interface SummaryRow {
  label: string;
  value: string;
}

/**
 * The order's tax as its summaries state it, before the total (tax added to the prices, or an
 * export's taken out of them) and after it (the tax the prices hold): "VAT at 20%", "Includes VAT
 * at 5%", "VAT taken off (delivered abroad)". Nothing for an order from before the shop kept tax.
 */
export function taxRows(tax: OrderTax | null | undefined): { beforeTotal: SummaryRow[]; afterTotal: SummaryRow[] } {
  if (!tax) return { beforeTotal: [], afterTotal: [] };
  const charged = tax.rates.filter((rate) => Number(rate.tax) > 0);
  const exempt = Number(tax.exempt) > 0 ? [{ label: 'VAT taken off (delivered abroad)', value: `−${formatPrice(tax.exempt)}` }] : [];
  if (tax.pricesIncludeTax) return { beforeTotal: exempt, afterTotal: charged.map((rate) => ({ label: `Includes VAT at ${rate.rate}%`, value: formatPrice(rate.tax) })) };
  return { beforeTotal: [...charged.map((rate) => ({ label: `VAT at ${rate.rate}%`, value: formatPrice(rate.tax) })), ...exempt], afterTotal: [] };
}

/** The cart's estimate of what the order comes to, tax and all: "With delivery: $159.85, of which $26.64 is VAT." */
export function estimatedTotalWords({ total, tax }: { total: string; tax: OrderTax }): string {
  if (Number(tax.exempt) > 0) return `With delivery: ${formatPrice(total)}, without the VAT in the prices (delivered abroad).`;
  if (Number(tax.total) === 0) return `With delivery: ${formatPrice(total)}.`;
  return tax.pricesIncludeTax
    ? `With delivery: ${formatPrice(total)}, of which ${formatPrice(tax.total)} is VAT.`
    : `With delivery and VAT (${formatPrice(tax.total)}): ${formatPrice(total)}.`;
}
