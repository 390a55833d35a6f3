import { limits } from './contract-limits';
import { z } from './zod';

/** The contract's Phone: what the purchase form and the profile both ask for. */
export const phoneField = z
  .string()
  .trim()
  .min(1, 'Phone is required')
  .regex(new RegExp(limits.Phone.pattern), 'Enter a phone number like +44 113 496 0000');
