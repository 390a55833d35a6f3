// The test card form's fields, shaped as the shopper types (as Stripe's own fields are): only
// digits are kept, the number in groups of four, the expiry as MM/YY. The form's rules still
// decide what is valid and word what is not.
const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** "4242424242424242" → "4242 4242 4242 4242" (at most 19 digits, the longest card number). */
export const formatCardNumber = (value: string): string => digits(value, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * "1234" → "12/34". The slash comes with the third digit, so deleting back over it works; a
 * single digit from 2 to 9 can only be a month's ("4" → "04/").
 */
export function formatExpiry(value: string): string {
  const typed = digits(value, 4);
  const month = /^[2-9]$/.test(typed) ? `0${typed}` : typed;
  if (month.length === 2 && typed.length === 1) return `${month}/`;
  return month.length > 2 ? `${month.slice(0, 2)}/${month.slice(2)}` : month;
}

/** The CVC: 3 or 4 digits, nothing else. */
export const formatCvc = (value: string): string => digits(value, 4);
