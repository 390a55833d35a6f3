// The email stories (frontend/src/features/emails/stories) show the templates as rendered here: the
// frontend can't import backend code, so `npm run generate` writes the rendered HTML into a
// generated file of the frontend's, and a test fails when a template changed and the file did not.
import { PASSWORD_RESET } from './account-email.js';
import { ORDER_EMAIL_KINDS, renderOrderEmail, renderPasswordResetEmail } from './index.js';
import { sampleOrder } from './sample-order.js';

export const EMAIL_PREVIEWS_FILE = 'frontend/src/features/emails/generated/email-previews.ts';

// The shop `npm start` runs: the previews' links lead where a designer's local shop is.
const PREVIEW_SHOP_URL = 'http://localhost:3000';

// A made-up code of the length the Auth Emulator's have.
const SAMPLE_RESET_CODE = 'kL3mX9vQ2pR7sT1wY5zB8nC4dF6gH0jA';

/** The generated file's text: every order email rendered with the sample order, and the password reset. */
export async function emailPreviewsSource(): Promise<string> {
  const previews: Record<string, { subject: string; html: string }> = {};
  for (const kind of ORDER_EMAIL_KINDS) {
    const { subject, html } = await renderOrderEmail(kind, sampleOrder, PREVIEW_SHOP_URL);
    previews[kind] = { subject, html };
  }
  const { subject, html } = await renderPasswordResetEmail({ oobCode: SAMPLE_RESET_CODE }, PREVIEW_SHOP_URL);
  previews[PASSWORD_RESET] = { subject, html };
  return [
    '// Generated from the backend\'s email templates by `npm run generate`; never edited.',
    '// The emails as the backend renders them, for the stories.',
    `export type EmailKind = ${[...ORDER_EMAIL_KINDS, PASSWORD_RESET].map((kind) => `'${kind}'`).join(' | ')};`,
    '',
    `export const emailPreviews: Record<EmailKind, { subject: string; html: string }> = ${JSON.stringify(previews, null, 2)};`,
    '',
  ].join('\n');
}
