// A guest's contact and delivery details at the checkout: the delivery form's rules (lib/delivery.ts)
// and the email, with the words the page says about each. The server checks the same fields against
// the contract's schemas (Email, Address, Phone), the guest checkout's own.
import { apiBaseUrl } from '../../lib/api';
import { limits } from '../../lib/contract-limits';
import { PHONE_HINT } from '../../lib/phone';
import { z } from '../../lib/zod';

export const INVALID_EMAIL = 'Enter a valid email address';
export const guestSchema = z.object({ email: z.string().trim().min(1, 'Enter your email address').pipe(z.email(INVALID_EMAIL)) });

export type DetailsField = 'email' | 'address' | 'phone';

/** What to put right in a field the server refused, when the page can't say what was wrong (it wasn't kept). */
export const DETAILS_HINTS: Record<DetailsField, string> = {
  email: INVALID_EMAIL,
  address: `Enter the address the tools go to, under ${limits.Address.maxLength} characters`,
  phone: PHONE_HINT,
};

/** Where the address step posts when the page's code isn't there to act: a 303 answers it, back to the checkout. */
export const checkoutDetailsAction = `${new URL(apiBaseUrl).pathname}/visitor-cart/checkout-details`;
