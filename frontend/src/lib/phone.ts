import { limits } from './contract-limits';
import { z } from './zod';

export const PHONE_HINT = 'Enter a phone number like +44 113 496 0000';

/** The contract's Phone: what the purchase form and the profile both ask for. */
export const phoneField = z
  .string()
  .trim()
  .min(1, 'Phone is required')
  .regex(new RegExp(limits.Phone.pattern), PHONE_HINT);
