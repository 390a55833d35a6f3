// The contract's field limits (openapi.yaml), for forms to check before sending so that each field
// says in words what is wrong. The generated types carry no limits, so they are listed here under
// the contract's own names ("Schema", "Schema.property", or "parameters.Name" for a parameter that
// shares its name with a schema); contract-limits.test.ts holds each one against openapi.yaml, so a
// change to the contract fails that test until this list follows.
export const limits = {
  Id: { format: 'uuid', maxLength: 36 },
  Email: { maxLength: 254 },
  PersonName: { maxLength: 100 },
  Phone: { pattern: '^\\+?[0-9][0-9 ().-]{3,28}[0-9]$' },
  ProductName: { maxLength: 120 },
  ProductSlug: { maxLength: 100, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
  Sku: { maxLength: 40, pattern: '^[A-Za-z0-9][A-Za-z0-9._/-]*$' },
  ProductImage: { maxLength: 2048, pattern: '^(https://[^\\s]+|/[^/\\s][^\\s]*)$' },
  ProductDescription: { maxLength: 4000 },
  ImageBytes: { maxLength: 5_242_880 },
  Stock: { minimum: 0, maximum: 1_000_000 },
  MinimumOrder: { minimum: 1, maximum: 1_000_000 },
  Weight: { minimum: 1, maximum: 1_000_000 },
  VatNumber: { maxLength: 15, pattern: '^[A-Z]{2}[0-9A-Z]{2,13}$' },
  TaxRate: { maxLength: 6, pattern: '^(100(\\.0{1,2})?|[0-9]{1,2}(\\.[0-9]{1,2})?)$' },
  Dollars: { exclusiveMinimum: 0, maximum: 100_000 },
  PriceBreaks: { maxItems: 5 },
  'PriceBreak.minQuantity': { minimum: 2, maximum: 1_000_000 },
  ProductSearch: { maxLength: 100 },
  PriceBound: { minimum: 0, maximum: 100_000 },
  ProductBrand: { maxItems: 20 },
  'parameters.ProductOption': { maxItems: 20 },
  OptionName: { maxLength: 30, pattern: '^[A-Za-z](?:[A-Za-z0-9 ]{0,28}[A-Za-z0-9])?$' },
  OptionValue: { maxLength: 30, pattern: '^[^:\\s](?:[^:]{0,28}[^:\\s])?$' },
  TaxonomyName: { maxLength: 60 },
  TaxonomySlug: { maxLength: 100, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
  Address: { maxLength: 500 },
  AddressLabel: { maxLength: 40 },
  'AddressBook.items': { maxItems: 20 },
  'CartItems.lines': { maxItems: 50 },
  Rating: { minimum: 1, maximum: 5 },
  'ReviewInput.title': { maxLength: 120 },
  'ReviewInput.details': { maxLength: 2000 },
  'ContactInput.name': { maxLength: 100 },
  'ContactInput.message': { maxLength: 2000 },
  'ProfileInput.education': { maxLength: 200 },
  'ProfileInput.location': { maxLength: 200 },
  'StockAdjustmentInput.change': { minimum: -1_000_000, maximum: 1_000_000 },
  'StockAdjustmentInput.note': { maxLength: 200 },
  'OutsideRefund.note': { maxLength: 500 },
  'ProfileInput.linkedin': { maxLength: 300, pattern: '^(|https?://[^\\s]+)$' },
  'ProfileInput.address': { maxLength: 500 },
} as const;

// What the contract's `format: uuid` accepts (ajv-formats), without the "urn:uuid:" prefix that
// `maxLength: 36` leaves no room for.
const uuid = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

/** Whether `value` can be an id at all: one that can't is not found without asking the server. */
export const isId = (value: string): boolean => uuid.test(value);

const slug = new RegExp(limits.ProductSlug.pattern);

/** Whether `value` can be a tool's slug at all: one that can't is not found without asking the server. */
export const isSlug = (value: string): boolean => value.length <= limits.ProductSlug.maxLength && slug.test(value);
