// The order every email is rendered with in the template tests and the stories' previews: two
// tools, as from the cart.
import type { BusinessDetails } from '../../shared/api-types.js';
import type { OrderEmailDetails } from './order-email.js';

export const sampleOrder: OrderEmailDetails = {
  orderId: '0193a6f0-1c2d-7e3f-8a9b-0c1d2e3f4a5b',
  orderNumber: 1042,
  customerName: 'Ada Turner',
  lines: [
    { productName: 'Block Plane No. 60½', quantity: 2, unitPriceCents: 8999, totalCents: 17998 },
    { productName: 'Marking Gauge', quantity: 1, unitPriceCents: 2450, totalCents: 2450 },
  ],
  shipping: { name: 'Standard delivery', priceCents: 895 },
  // $213.43 × 20/120, prices with VAT in them.
  tax: { pricesIncludeTax: true, exemptCents: 0, rates: [{ percent: '20', taxCents: 3557 }] },
  totalCents: 21343,
  address: '14 Mill Lane, Leeds LS1 4AB',
  phone: '+44 113 496 0000',
  placedAt: '2026-11-24T09:30:00.000Z',
  holdExpiresAt: '2026-11-25T09:30:00.000Z',
};

/** The same order placed by a guest: its emails link to its page with its key (a made-up one of a real key's length). */
export const sampleGuestOrder: OrderEmailDetails = {
  ...sampleOrder,
  customerName: 'Guest',
  guest: { key: 'Zm9yLXByZXZpZXdzLW9ubHktbm90LWEtcmVhbC1rZXk' },
};

/** A refund of one of the planes and the delivery, as the order-refund-issued email is sent with. */
export const sampleRefund: NonNullable<OrderEmailDetails['refund']> = {
  id: '0193a6f0-1c2d-7e3f-8a9b-0c1d2e3f4a60',
  amountCents: 9894,
  shippingCents: 895,
  lines: [{ productName: 'Block Plane No. 60½', quantity: 1 }],
  final: false,
};

/** The invoice the confirmation carries, and the credit note of the sample refund. */
export const sampleInvoice: NonNullable<OrderEmailDetails['attachment']> = { orderId: sampleOrder.orderId, documentId: '0193a6f0-1c2d-7e3f-8a9b-0c1d2e3f4a61', number: 'INV-000042' };
export const sampleCreditNote: NonNullable<OrderEmailDetails['attachment']> = { orderId: sampleOrder.orderId, documentId: '0193a6f0-1c2d-7e3f-8a9b-0c1d2e3f4a62', number: 'CN-000007' };

/** The business the previews are sent by, as its owner might have set it. */
export const sampleSender: BusinessDetails = {
  legalName: 'Hand Tool Shop Ltd',
  address: '3 Forge Yard, Sheffield S1 2AB, United Kingdom',
  email: 'hello@handtools.test',
  phone: '+44 114 496 0000',
  vatNumber: 'GB123456789',
  companyNumber: '01234567',
};
