// Rate limits and unpaid limits far above what any suite does, so that only the tests of those
// limits (which set their own) ever meet them.
export const UNTHROTTLED: Record<string, string> = {
  RATE_LIMIT_API_PER_MINUTE: '1000000',
  RATE_LIMIT_PER_MINUTE: '100000',
  RATE_LIMIT_ORDERS_PER_MINUTE: '100000',
  RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '100000',
  RATE_LIMIT_PAYMENT_CONFIRMATIONS_PER_MINUTE: '100000',
  RATE_LIMIT_REVIEWS_PER_MINUTE: '100000',
  RATE_LIMIT_PASSWORD_RESETS_PER_EMAIL_PER_HOUR: '100000',
  MAX_UNPAID_ORDERS: '100000',
  MAX_UNPAID_UNITS: '10000000',
};
