// The orders module's surface: what app.ts and main.ts wire and what other modules may name.
export { startHoldExpiry } from './hold-expiry.js';
export type { CheckoutCart, CheckoutShipping } from './order-placement.js';
export type { OrderEmails } from './order-emails.js';
export { createOrdersRepository, type OrderRecord } from './orders.repository.js';
export { ordersHandlers } from './orders.router.js';
export { createOrdersService, type OrdersService } from './orders.service.js';
