// An outbox row becomes an email here: its subject, its HTML from the React template, and the
// plain-text part made from that HTML (for clients that show no HTML, and for spam filters).
import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import { orderLabel, type OrderEmailDetails, type OrderEmailKind } from '../order-email.js';
import { SHOP_NAME } from './layout.js';
import { OrderCancelledEmail } from './order-cancelled.js';
import { OrderPlacedEmail } from './order-placed.js';
import { OrderRefundedEmail } from './order-refunded.js';
import { OrderShippedEmail } from './order-shipped.js';
import { PaymentReceivedEmail } from './payment-received.js';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const templates: Record<OrderEmailKind, { subject: (order: OrderEmailDetails) => string; element: (order: OrderEmailDetails) => ReactElement }> = {
  'order-placed': { subject: (o) => `Your ${SHOP_NAME} order ${orderLabel(o)}`, element: (o) => <OrderPlacedEmail order={o} /> },
  'payment-received': { subject: (o) => `Payment received for order ${orderLabel(o)}`, element: (o) => <PaymentReceivedEmail order={o} /> },
  'order-shipped': { subject: (o) => `Order ${orderLabel(o)} has shipped`, element: (o) => <OrderShippedEmail order={o} /> },
  'order-cancelled': { subject: (o) => `Order ${orderLabel(o)} was cancelled`, element: (o) => <OrderCancelledEmail order={o} reason="cancelled" /> },
  'order-expired': { subject: (o) => `Order ${orderLabel(o)} expired unpaid`, element: (o) => <OrderCancelledEmail order={o} reason="expired" /> },
  'order-refunded': { subject: (o) => `Your payment for order ${orderLabel(o)} was refunded`, element: (o) => <OrderRefundedEmail order={o} reason="late-payment" /> },
  'order-refund-issued': { subject: (o) => `Order ${orderLabel(o)} was refunded`, element: (o) => <OrderRefundedEmail order={o} reason="refund-issued" /> },
};

export async function renderOrderEmail(kind: OrderEmailKind, order: OrderEmailDetails): Promise<RenderedEmail> {
  const template = templates[kind];
  const html = await render(template.element(order));
  return { subject: template.subject(order), html, text: toPlainText(html) };
}
