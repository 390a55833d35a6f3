// The cart module's surface: what app.ts wires and what other modules may name.
export { cartFormReturns, cartHandlers } from './cart.router.js';
export { createVisitorCartRepository } from './visitor-cart.repository.js';
export { createCartRepository } from './cart.repository.js';
export { createCartService, MAX_CART_LINES, type CartService } from './cart.service.js';
export type { PricedLine } from './cart-pricing.js';
