// The shipping settings as the owner edits them: countries and weight bands as text, amounts as
// typed. `toSettings` makes the contract's shape; the server checks what the form can't (a country
// in two zones, a method id used twice) and says so.
import { z } from '../../lib/zod';
import type { ShippingMethod, ShippingSettings } from '../../types/api';

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;
const COUNTRY = /^[A-Za-z]{2}$/;
// "2000=8.95": up to 2,000 g for $8.95.
const BAND = /^(\d{1,10})\s*=\s*(\d{1,12}(?:\.\d{1,2})?)$/;

const codes = (text: string) => text.split(/[\s,]+/).filter(Boolean);
const bandsOf = (text: string) => text.split(/[,\n]+/).map((band) => band.trim()).filter(Boolean);
const money = (text: string) => Number(text).toFixed(2);

const methodSchema = z
  .object({
    id: z.string().trim().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lower-case letters, digits and hyphens, such as “standard”').max(40),
    name: z.string().trim().min(1, 'Name the method').max(80),
    kind: z.enum(['flat', 'weight', 'collection']),
    price: z.string().trim(),
    bands: z.string().trim(),
    freeFrom: z.string().trim(),
  })
  .superRefine((method, context) => {
    if (method.kind === 'flat' && !MONEY.test(method.price)) context.addIssue({ code: 'custom', path: ['price'], message: 'A price, such as 8.95' });
    if (method.kind === 'weight') {
      const bands = bandsOf(method.bands);
      if (bands.length === 0 || !bands.every((band) => BAND.test(band))) {
        context.addIssue({ code: 'custom', path: ['bands'], message: 'Grams=price for each band, such as 2000=8.95, 10000=14.95' });
      }
    }
    if (method.kind !== 'collection' && method.freeFrom !== '' && !MONEY.test(method.freeFrom)) {
      context.addIssue({ code: 'custom', path: ['freeFrom'], message: 'An amount, such as 1000, or nothing' });
    }
  });

export const shippingFormSchema = z.object({
  homeCountry: z.string().trim().regex(COUNTRY, 'A two-letter country code, such as US'),
  zones: z
    .array(
      z.object({
        name: z.string().trim().min(1, 'Name the zone').max(80),
        countries: z
          .string()
          .trim()
          .refine((text) => codes(text).length > 0 && codes(text).every((code) => COUNTRY.test(code)), 'Two-letter country codes, such as US, CA'),
        methods: z.array(methodSchema).min(1).max(10),
      }),
    )
    .min(1)
    .max(50),
});

export type ShippingForm = z.infer<typeof shippingFormSchema>;
export type MethodForm = ShippingForm['zones'][number]['methods'][number];

export const newMethod = (): MethodForm => ({ id: '', name: '', kind: 'flat', price: '', bands: '', freeFrom: '' });
export const newZone = (): ShippingForm['zones'][number] => ({ name: '', countries: '', methods: [newMethod()] });

export function toForm(settings: ShippingSettings): ShippingForm {
  return {
    homeCountry: settings.homeCountry,
    zones: settings.zones.map((zone) => ({
      name: zone.name,
      countries: zone.countries.join(', '),
      methods: zone.methods.map((method) => ({
        id: method.id,
        name: method.name,
        kind: method.kind,
        price: method.price ?? '',
        bands: (method.bands ?? []).map((band) => `${band.upToGrams}=${band.price}`).join(', '),
        freeFrom: method.freeFrom ?? '',
      })),
    })),
  };
}

function toMethod(method: MethodForm): ShippingMethod {
  const { id, name, kind } = method;
  const freeFrom = kind === 'collection' || method.freeFrom === '' ? null : money(method.freeFrom);
  if (kind === 'collection') return { id, name, kind, freeFrom };
  if (kind === 'flat') return { id, name, kind, price: money(method.price), freeFrom };
  const bands = bandsOf(method.bands).map((band) => {
    const [, grams = '0', price = '0'] = BAND.exec(band) ?? [];
    return { upToGrams: Number(grams), price: money(price) };
  });
  return { id, name, kind, bands, freeFrom };
}

export const toSettings = (form: ShippingForm): ShippingSettings => ({
  homeCountry: form.homeCountry.toUpperCase(),
  zones: form.zones.map((zone) => ({ name: zone.name, countries: codes(zone.countries).map((code) => code.toUpperCase()), methods: zone.methods.map(toMethod) })),
});
