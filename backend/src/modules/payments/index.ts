// The payments module's surface: what app.ts and main.ts wire and what other modules may name.
export { paymentsHandlers } from './payments.router.js';
export { createPaymentsService, type PaymentsService } from './payments.service.js';
export { createStripeProvider } from './stripe-provider.js';
export { createTestProvider } from './test-provider.js';
