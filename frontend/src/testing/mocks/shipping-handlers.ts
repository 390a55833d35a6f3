// Delivery as the server charges it (modules/shipping/shipping-rates.ts), on the mock's catalogue:
// the owner's settings, the quote for some lines, and the charge an order is placed with.
import { staffMay } from '../../lib/session/staff-roles';
import { dollarsToCents, formatCents } from '../../lib/money';
import type { CartItem, OrderTax, Problem, ShippingOption } from '../../types/api';
import { http } from './http';
import { caller, mockShop, problem } from './mock-shop';
import { mockTax } from './mock-tax';

const refused = problem(403, 'Forbidden', 'Your role doesn’t allow this.');

/** The methods that can carry the lines to the country, cheapest first, and the lines' subtotal in cents. */
export function mockQuote(country: string, lines: CartItem[]): { subtotalCents: number; options: ShippingOption[] } {
  const priced = lines.flatMap(({ productId, quantity }) => {
    const product = mockShop.products.find((candidate) => candidate._id === productId);
    return product ? [{ quantity, cents: dollarsToCents(product.price) * quantity, grams: product.weightGrams, taxClass: product.taxClass }] : [];
  });
  const subtotalCents = priced.reduce((total, line) => total + line.cents, 0);
  const zone = mockShop.shipping.zones.find((candidate) => candidate.countries.includes(country));
  const unweighed = priced.some((line) => line.grams === null);
  const grams = priced.reduce((total, line) => total + line.quantity * (line.grams ?? 0), 0);
  const options = (zone?.methods ?? []).flatMap((method): ShippingOption[] => {
    const bands = method.bands ?? [];
    const band = unweighed ? bands.at(-1) : bands.find((candidate) => grams <= candidate.upToGrams);
    const price = method.kind === 'collection' ? '0.00' : method.kind === 'flat' ? method.price! : band?.price;
    if (price === undefined) return [];
    const free = method.freeFrom !== null && subtotalCents >= dollarsToCents(method.freeFrom);
    const charged = free ? '0.00' : price;
    const { tax, totalCents } = mockTax(mockShop.tax, priced, dollarsToCents(charged), country === mockShop.shipping.homeCountry);
    return [{ id: method.id, name: method.name, kind: method.kind, price: charged, tax, total: formatCents(totalCents) }];
  });
  return { subtotalCents, options: options.sort((a, b) => dollarsToCents(a.price) - dollarsToCents(b.price)) };
}

/** An order's shipping, tax and total, as placing it would charge them, or the 409 the server answers. */
export function mockCharge(
  body: { country?: string; shippingMethod?: string },
  lines: CartItem[],
): Problem | { country: string; shipping: { method: string; name: string; price: string }; subtotal: string; tax: OrderTax; price: string } {
  const country = body.country ?? mockShop.shipping.homeCountry;
  const { subtotalCents, options } = mockQuote(country, lines);
  if (options.length === 0) return problem(409, 'Conflict', `We can’t deliver this order to ${country}. Please choose another country or contact the shop.`, { code: 'shipping_unavailable' });
  const chosen = body.shippingMethod === undefined ? options[0] : options.find((option) => option.id === body.shippingMethod);
  if (!chosen) return problem(409, 'Conflict', 'That delivery method isn’t available for this order any more. Please choose another.', { code: 'shipping_unavailable' });
  return {
    country,
    shipping: { method: chosen.id, name: chosen.name, price: chosen.price },
    subtotal: formatCents(subtotalCents),
    tax: chosen.tax,
    price: chosen.total,
  };
}

export const shippingHandlers = [
  http.get('/settings/shipping', ({ response }) => response(200).json(mockShop.shipping)),
  http.put('/settings/shipping', async ({ request, response }) => {
    if (!staffMay(caller(request)?.role, 'updateShippingSettings')) return response(403).json(refused);
    mockShop.shipping = await request.json();
    return response(200).json(mockShop.shipping);
  }),
  http.post('/shipping-quotes', async ({ request, response }) => {
    const { country, lines } = await request.json();
    const { subtotalCents, options } = mockQuote(country, lines);
    return response(200).json({ country, subtotal: formatCents(subtotalCents), options });
  }),
];
