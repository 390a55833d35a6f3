// The shipping module's surface: what app.ts wires and what other modules may name.
export { shippingHandlers } from './shipping.router.js';
export { createShippingService, SHIPPING_SETTINGS_KEY, type DeliveryChoice, type OrderDelivery, type ShippingService } from './shipping.service.js';
export type { ShippingCharge, WeighedLine } from './shipping-rates.js';
