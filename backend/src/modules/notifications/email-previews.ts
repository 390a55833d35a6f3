// The email stories (frontend/src/features/emails/stories) show the templates as rendered here: the
// frontend can't import backend code, so `npm run generate` writes the rendered HTML into a
// generated file of the frontend's, and a test fails when a template changed and the file did not.
import { PASSWORD_RESET } from './account-email.js';
import { ORDER_EMAIL_KINDS, renderOrderEmail, renderPasswordResetEmail } from './index.js';
import { sampleCreditNote, sampleGuestOrder, sampleInvoice, sampleOrder, sampleRefund, sampleSender } from './sample-order.js';

export const EMAIL_PREVIEWS_FILE = 'frontend/src/features/emails/generated/email-previews.ts';

// The shop `npm start` runs: the previews' links lead where a designer's local shop is.
const PREVIEW_SHOP_URL = 'http://localhost:3000';

// The emails whose links differ for a guest's order: its page, with its key, to view and to pay.
export const GUEST_PREVIEW_KINDS = ['order-confirmed', 'payment-reminder'] as const;

// A made-up code of the length the Auth Emulator's have.
const SAMPLE_RESET_CODE = 'kL3mX9vQ2pR7sT1wY5zB8nC4dF6gH0jA';

/** The generated file's text: every order email rendered with the sample order, the password reset, and a guest's confirmation and reminder. */
export async function emailPreviewsSource(): Promise<string> {
  const previews: Record<string, { subject: string; html: string }> = {};
  for (const kind of ORDER_EMAIL_KINDS) {
    // As sent: the confirmation with its invoice, a refund's email with its credit note.
    const order =
      kind === 'order-refund-issued' ? { ...sampleOrder, refund: sampleRefund, attachment: sampleCreditNote } : kind === 'order-confirmed' ? { ...sampleOrder, attachment: sampleInvoice } : sampleOrder;
    const { subject, html } = await renderOrderEmail(kind, order, PREVIEW_SHOP_URL, sampleSender);
    previews[kind] = { subject, html };
  }
  const { subject, html } = await renderPasswordResetEmail({ oobCode: SAMPLE_RESET_CODE }, PREVIEW_SHOP_URL, sampleSender);
  previews[PASSWORD_RESET] = { subject, html };
  const guestPreviews: Record<string, { subject: string; html: string }> = {};
  for (const kind of GUEST_PREVIEW_KINDS) {
    const guest = await renderOrderEmail(kind, kind === 'order-confirmed' ? { ...sampleGuestOrder, attachment: sampleInvoice } : sampleGuestOrder, PREVIEW_SHOP_URL, sampleSender);
    guestPreviews[kind] = { subject: guest.subject, html: guest.html };
  }
  return [
    '// Generated from the backend\'s email templates by `npm run generate`; never edited.',
    '// The emails as the backend renders them, for the stories.',
    `export type EmailKind = ${[...ORDER_EMAIL_KINDS, PASSWORD_RESET].map((kind) => `'${kind}'`).join(' | ')};`,
    '',
    `export const emailPreviews: Record<EmailKind, { subject: string; html: string }> = ${JSON.stringify(previews, null, 2)};`,
    '',
    '// The same order placed by a guest: its links carry its private key.',
    `export type GuestEmailKind = ${GUEST_PREVIEW_KINDS.map((kind) => `'${kind}'`).join(' | ')};`,
    '',
    `export const guestEmailPreviews: Record<GuestEmailKind, { subject: string; html: string }> = ${JSON.stringify(guestPreviews, null, 2)};`,
    '',
  ].join('\n');
}
