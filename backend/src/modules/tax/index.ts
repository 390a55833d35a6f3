// The tax module's surface: what app.ts wires and what other modules may name.
export { taxHandlers } from './tax.router.js';
export { basisPoints, createTaxService, defaultTaxSettings, ratesOf, rateText, TAX_SETTINGS_KEY, toOrderTaxDto, type TaxCalculator, type TaxService } from './tax.service.js';
export { refundTaxOf, type RefundTax, type RefundTaxPart } from './refund-tax.js';
export { TAX_CLASSES, taxOf, type OrderTax, type TaxClass, type TaxedLine, type TaxPart, type TaxRates } from './tax-rules.js';
