// An outbox row becomes an email here: its subject, its HTML from the React template, and the
// plain-text part made from that HTML (for clients that show no HTML, and for spam filters).
import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import type { BusinessDetails } from '../../../shared/api-types.js';
import { SHOP_NAME } from '../../../shared/brand.js';
import { PASSWORD_RESET, type PasswordResetDetails } from '../account-email.js';
import { linksFor, resetPasswordLink } from '../links.js';
import { currentKind, orderLabel, storedDetails, type OrderEmailDetails, type OrderEmailKind, type StoredEmailKind } from '../order-email.js';
import { SenderContext, type EmailProps } from './layout.js';
import { OrderCancelledEmail } from './order-cancelled.js';
import { OrderConfirmedEmail } from './order-confirmed.js';
import { OrderRefundedEmail } from './order-refunded.js';
import { OrderShippedEmail } from './order-shipped.js';
import { PasswordResetEmail } from './password-reset.js';
import { PaymentReminderEmail } from './payment-reminder.js';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const templates: Record<OrderEmailKind, { subject: (order: OrderEmailDetails) => string; element: (props: EmailProps) => ReactElement }> = {
  'order-confirmed': { subject: (o) => `Your ${SHOP_NAME} order ${orderLabel(o)} is confirmed`, element: (p) => <OrderConfirmedEmail {...p} /> },
  'payment-reminder': { subject: (o) => `Order ${orderLabel(o)} is waiting for your payment`, element: (p) => <PaymentReminderEmail {...p} /> },
  'order-shipped': { subject: (o) => `Order ${orderLabel(o)} has shipped`, element: (p) => <OrderShippedEmail {...p} /> },
  'order-cancelled': { subject: (o) => `Order ${orderLabel(o)} was cancelled`, element: (p) => <OrderCancelledEmail {...p} reason="cancelled" /> },
  'order-expired': { subject: (o) => `Order ${orderLabel(o)} expired unpaid`, element: (p) => <OrderCancelledEmail {...p} reason="expired" /> },
  'order-refunded': { subject: (o) => `Your payment for order ${orderLabel(o)} was refunded`, element: (p) => <OrderRefundedEmail {...p} reason="late-payment" /> },
  'order-refund-issued': { subject: (o) => (o.refund && !o.refund.final ? `Part of order ${orderLabel(o)} was refunded` : `Order ${orderLabel(o)} was refunded`), element: (p) => <OrderRefundedEmail {...p} reason="refund-issued" /> },
};

/** `sender`: who the shop is in law, for the footer (none: the footer names the shop alone). */
async function rendered(subject: string, element: ReactElement, sender: BusinessDetails | undefined): Promise<RenderedEmail> {
  const html = await render(<SenderContext value={sender ?? null}>{element}</SenderContext>);
  return { subject, html, text: toPlainText(html) };
}

/** `shopUrl`: the shop's public origin, which every link of the email starts with. */
export function renderOrderEmail(kind: StoredEmailKind, order: OrderEmailDetails, shopUrl: string, sender?: BusinessDetails): Promise<RenderedEmail> {
  const template = templates[currentKind(kind)];
  return rendered(template.subject(order), template.element({ order, links: linksFor(order, shopUrl) }), sender);
}

export function renderPasswordResetEmail({ oobCode }: PasswordResetDetails, shopUrl: string, sender?: BusinessDetails): Promise<RenderedEmail> {
  const shop = new URL('/', shopUrl).href;
  return rendered(`Choose a new password for ${SHOP_NAME}`, <PasswordResetEmail shop={shop} resetLink={resetPasswordLink(oobCode, shopUrl)} />, sender);
}

/** Any email the outbox holds, from its kind and its stored snapshot. */
export function renderStoredEmail(kind: StoredEmailKind | typeof PASSWORD_RESET, payload: string, shopUrl: string, sender?: BusinessDetails): Promise<RenderedEmail> {
  return kind === PASSWORD_RESET
    ? renderPasswordResetEmail(JSON.parse(payload) as PasswordResetDetails, shopUrl, sender)
    : renderOrderEmail(kind, storedDetails(payload), shopUrl, sender);
}
