// The emails about an account rather than an order. The password reset's snapshot holds Firebase's
// one-time code, which the outbox forgets once the email is sent (outbox.repository.ts).
export const PASSWORD_RESET = 'password-reset';

export interface PasswordResetDetails {
  oobCode: string;
}
