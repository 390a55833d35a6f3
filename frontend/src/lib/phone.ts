import { z } from './zod';

/** The contract's Phone: what the purchase form and the profile both ask for. */
export const phoneField = z
  .string()
  .trim()
  .min(1, 'Phone is required')
  .regex(/^\+?[0-9][0-9 ().-]{3,28}[0-9]$/, 'Enter a phone number like +44 113 496 0000');
