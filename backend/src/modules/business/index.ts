// The business module's surface: what app.ts wires and what other modules may name.
export { businessHandlers } from './business.router.js';
export { BUSINESS_DETAILS_KEY, createBusinessService, defaultBusinessDetails, type BusinessService } from './business.service.js';
