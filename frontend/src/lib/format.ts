/** The seed's description preview: the first 100 characters and "...". */
export const previewText = (text: string, length = 100): string => (text.length > length ? `${text.slice(0, length)}...` : text);

// Made at first use: building a date format loads the locale's data, a long task on a phone at
// start-up for pages that show no date.
let dateTime: Intl.DateTimeFormat | undefined;

/** "Nov 22, 2026, 9:00 AM" in the shopper's own time zone. */
export const formatDateTime = (iso: string): string =>
  (dateTime ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })).format(new Date(iso));

let day: Intl.DateTimeFormat | undefined;

/** "Nov 22, 2026" in the shopper's own time zone. */
export const formatDate = (iso: string): string => (day ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })).format(new Date(iso));

let grams: Intl.NumberFormat | undefined;
let kilograms: Intl.NumberFormat | undefined;

/** "450 g" below a kilogram, "1.4 kg" from one up (to two decimals at most). */
export const formatWeight = (weightGrams: number): string =>
  weightGrams < 1000
    ? (grams ??= new Intl.NumberFormat('en-US', { style: 'unit', unit: 'gram' })).format(weightGrams)
    : (kilograms ??= new Intl.NumberFormat('en-US', { style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 })).format(weightGrams / 1000);
