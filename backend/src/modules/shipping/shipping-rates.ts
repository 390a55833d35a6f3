// What delivery costs: the one place a shipping price is worked out, for the cart's estimate, the
// checkout's choice and the order itself. Pure: settings and lines in, prices out, all in cents.
import type { ShippingMethod, ShippingMethodKind, ShippingSettings } from '../../shared/api-types.js';
import { dollarsToCents } from '../../shared/money.js';

/** A line as shipping sees it: what it costs and what it weighs (null: never weighed). */
export interface WeighedLine {
  quantity: number;
  totalCents: number;
  weightGrams: number | null;
}

/** A method that can carry the lines, at the price the order would be charged. */
export interface ShippingCharge {
  method: string;
  name: string;
  kind: ShippingMethodKind;
  priceCents: number;
}

/** A shop that has set nothing delivers free to its own country, by one method, until its owner says otherwise. */
export function defaultShippingSettings(homeCountry: string): ShippingSettings {
  return {
    homeCountry,
    zones: [{ name: 'Home', countries: [homeCountry], methods: [{ id: 'standard', name: 'Standard delivery', kind: 'flat', price: '0.00', freeFrom: null }] }],
  };
}

const cents = (money: string) => dollarsToCents(Number(money));

function methodProblem(method: ShippingMethod): string | null {
  const { name, kind, price, bands, freeFrom } = method;
  if (kind === 'flat' && (price === undefined || bands !== undefined)) return `${name}: a flat rate has a price and no weight bands.`;
  if (kind === 'weight' && (bands === undefined || price !== undefined)) return `${name}: a rate by weight has weight bands and no single price.`;
  if (kind === 'collection' && (price !== undefined || bands !== undefined || freeFrom !== null)) return `${name}: collection from the shop is free, so it has no price, bands or free-from amount.`;
  if (bands?.some((band, index) => index > 0 && band.upToGrams <= bands[index - 1]!.upToGrams)) return `${name}: each weight band must be heavier than the one before.`;
  return null;
}

/** The first thing wrong with settings the contract's schema can't see, in words for the owner; null when they hold. */
export function settingsProblem(settings: ShippingSettings): string | null {
  const zoneOfCountry = new Map<string, string>();
  const methodIds = new Set<string>();
  for (const zone of settings.zones) {
    for (const country of zone.countries) {
      const other = zoneOfCountry.get(country);
      if (other !== undefined) return `${country} is in two zones (${other} and ${zone.name}); a country belongs to one zone.`;
      zoneOfCountry.set(country, zone.name);
    }
    for (const method of zone.methods) {
      if (methodIds.has(method.id)) return `Two delivery methods have the id “${method.id}”; each needs its own.`;
      methodIds.add(method.id);
      const problem = methodProblem(method);
      if (problem) return problem;
    }
  }
  if (!zoneOfCountry.has(settings.homeCountry)) return `The shop’s own country (${settings.homeCountry}) must be in a zone.`;
  return null;
}

const zoneOf = (settings: ShippingSettings, country: string) => settings.zones.find((zone) => zone.countries.includes(country));

/** The method's price for these lines, before any free-from offer; null when it can't carry them. */
function basePrice(method: ShippingMethod, lines: WeighedLine[]): number | null {
  if (method.kind === 'collection') return 0;
  if (method.kind === 'flat') return cents(method.price ?? '0.00');
  const bands = method.bands ?? [];
  const heaviest = bands.at(-1);
  if (!heaviest) return null;
  // A tool never weighed is charged as the heaviest band carries: the shop never undercharges for it.
  if (lines.some((line) => line.weightGrams === null)) return cents(heaviest.price);
  const grams = lines.reduce((total, line) => total + line.quantity * (line.weightGrams ?? 0), 0);
  const band = bands.find((candidate) => grams <= candidate.upToGrams);
  return band ? cents(band.price) : null;
}

/** Every method of the country's zone that can carry the lines, cheapest first (the settings' order among equals). */
export function chargesFor(settings: ShippingSettings, country: string, lines: WeighedLine[]): ShippingCharge[] {
  const zone = zoneOf(settings, country);
  if (!zone) return [];
  const subtotalCents = lines.reduce((total, line) => total + line.totalCents, 0);
  return zone.methods
    .flatMap((method) => {
      const price = basePrice(method, lines);
      if (price === null) return [];
      const free = method.freeFrom !== null && subtotalCents >= cents(method.freeFrom);
      return [{ method: method.id, name: method.name, kind: method.kind, priceCents: free ? 0 : price }];
    })
    .sort((a, b) => a.priceCents - b.priceCents);
}

/** The subtotal, in dollars, from which delivery to the shop's own country is free; null when no method there offers it. */
export function freeShippingFrom(settings: ShippingSettings): number | null {
  const thresholds = (zoneOf(settings, settings.homeCountry)?.methods ?? [])
    .filter((method) => method.kind !== 'collection' && method.freeFrom !== null)
    .map((method) => cents(method.freeFrom!));
  return thresholds.length === 0 ? null : Math.min(...thresholds) / 100;
}
