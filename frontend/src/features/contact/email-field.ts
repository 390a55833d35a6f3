import { z } from '../../lib/zod';

/** One email rule for both forms, with the messages the sign-in forms use. */
export const emailField = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Keep the email under 254 characters')
  .pipe(z.email('Please input a valid email'));
