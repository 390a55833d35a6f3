// The seed's validation rules, with its exact messages.
import { z } from '../../lib/zod';

const INVALID_EMAIL = 'Please input a valid email';

const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .regex(/[A-Za-z]{3}/, INVALID_EMAIL)
  .pipe(z.email(INVALID_EMAIL));

const password = (tooShort: string) => z.string().min(1, 'Password is required').min(6, tooShort);

export const loginSchema = z.object({
  email,
  password: password('Must put 6 character password or more!'),
});

export const registerSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email,
  password: password('Must input 6 character password or more!'),
});

/** The password rule, shown under a new password's field before anything is typed. */
export const PASSWORD_RULE = 'At least 6 characters.';

export const resetRequestSchema = z.object({ email });

export const newPasswordSchema = z.object({
  password: password('Must input 6 character password or more!'),
});

export type LoginValues = z.infer<typeof loginSchema>;
export type RegisterValues = z.infer<typeof registerSchema>;
export type ResetRequestValues = z.infer<typeof resetRequestSchema>;
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
