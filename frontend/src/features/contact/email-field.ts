import { limits } from '../../lib/contract-limits';
import { z } from '../../lib/zod';

/** One email rule for both forms, with the messages the sign-in forms use; built when a form first validates. */
export const emailField = () =>
  z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(limits.Email.maxLength, `Keep the email under ${limits.Email.maxLength} characters`)
    .pipe(z.email('Please input a valid email'));
