// The emails the shop sends (about an order, and the password reset), as the backend renders them (the HTML comes from
// generated/email-previews.ts, which a backend test keeps in step with the templates), in a frame
// as a mail client shows them: on a phone and on a desktop.
import { Box, Typography } from '@mui/material';
import { expect, waitFor } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { emailPreviews, guestEmailPreviews, type EmailKind, type GuestEmailKind } from '../generated/email-previews';

// A mail client draws the emails' Helvetica or Arial with its own system's font. The preview draws
// them with a face the project ships (Inter, of Helvetica's kind), so the pictures are the same on
// every machine rather than whatever sans-serif this one has.
const MAIL_CLIENT_FONTS = ['Helvetica', 'Arial']
  .map((family) => `@font-face { font-family: '${family}'; font-weight: 100 900; src: url('${interUrl}') format('woff2-variations'); }`)
  .join('\n');

const withMailClientFonts = (html: string) => html.replace('<head>', `<head><style>${MAIL_CLIENT_FONTS}</style>`);

type PreviewArgs = { kind: EmailKind; guest?: false } | { kind: GuestEmailKind; guest: true };

/** The email as sent for an account's order, or (`guest`) for the same order placed by a guest. */
const previewOf = (args: PreviewArgs) => (args.guest ? guestEmailPreviews[args.kind] : emailPreviews[args.kind]);

function EmailPreview(args: PreviewArgs) {
  const { subject } = previewOf(args);
  const html = withMailClientFonts(previewOf(args).html);
  return (
    <Box component="main" sx={{ p: 2 }}>
      <Typography component="h1" variant="subtitle1" sx={{ mb: 1 }}>
        Subject: {subject}
      </Typography>
      <Box component="iframe" title={subject} srcDoc={html} sx={{ width: '100%', height: 760, border: 1, borderColor: 'divider' }} />
    </Box>
  );
}

const meta = preview.meta({
  title: 'Emails/Shop emails',
  component: EmailPreview,
  args: { kind: 'order-confirmed' },
  // The frame's content is the email's own HTML, whose text each story checks.
  play: async ({ canvas, args }) => {
    const frame = (await canvas.findByTitle(previewOf(args).subject)) as HTMLIFrameElement;
    await waitFor(() => expect(frame.contentDocument?.body.textContent).toContain('Block Plane No. 60½'));
  },
});

const onPhone = { globals: { viewport: { value: 'phone' } } };

export const OrderConfirmed = meta.story({
  args: { kind: 'order-confirmed' },
  play: async ({ canvas }) => {
    const frame = (await canvas.findByTitle(emailPreviews['order-confirmed'].subject)) as HTMLIFrameElement;
    await waitFor(() => expect(frame.contentDocument?.body.textContent).toContain('#1042'));
    // The order goes by its number; the payment provider's id is for the admin's order page.
    await expect(frame.contentDocument?.body.textContent).not.toMatch(/pi_test_|re_test_/);
    await expect(frame.contentDocument?.querySelector('a[href$="/thank-you"]')?.textContent).toBe('View your order');
  },
});
export const OrderConfirmedPhone = meta.story({ args: { kind: 'order-confirmed' }, ...onPhone });
export const PaymentReminder = meta.story({
  args: { kind: 'payment-reminder' },
  play: async ({ canvas }) => {
    const frame = (await canvas.findByTitle(emailPreviews['payment-reminder'].subject)) as HTMLIFrameElement;
    await waitFor(() => expect(frame.contentDocument?.body.textContent).toContain('Block Plane No. 60½'));
    await expect(frame.contentDocument?.querySelector('a[href*="/dashboard/payment/"]')?.textContent).toBe('Pay now');
  },
});
export const PaymentReminderPhone = meta.story({ args: { kind: 'payment-reminder' }, ...onPhone });
export const OrderShipped = meta.story({ args: { kind: 'order-shipped' } });
export const OrderShippedPhone = meta.story({ args: { kind: 'order-shipped' }, ...onPhone });
export const OrderCancelled = meta.story({ args: { kind: 'order-cancelled' } });
export const OrderCancelledPhone = meta.story({ args: { kind: 'order-cancelled' }, ...onPhone });
export const OrderExpired = meta.story({ args: { kind: 'order-expired' } });
export const OrderExpiredPhone = meta.story({ args: { kind: 'order-expired' }, ...onPhone });
export const OrderRefunded = meta.story({ args: { kind: 'order-refunded' } });
export const OrderRefundedPhone = meta.story({ args: { kind: 'order-refunded' }, ...onPhone });
export const OrderRefundIssued = meta.story({ args: { kind: 'order-refund-issued' } });
export const OrderRefundIssuedPhone = meta.story({ args: { kind: 'order-refund-issued' }, ...onPhone });
// A guest's order opens only by its private link: both buttons lead to its page, key in the fragment.
const GUEST_ORDER_PAGE = 'a[href*="/orders/0193a6f0-1c2d-7e3f-8a9b-0c1d2e3f4a5b#key="]';
const linksToTheGuestsPage = (kind: GuestEmailKind, buttons: string[]) => async ({ canvas }: { canvas: { findByTitle: (title: string) => Promise<HTMLElement> } }) => {
  const frame = (await canvas.findByTitle(guestEmailPreviews[kind].subject)) as HTMLIFrameElement;
  // A guest gave an email, not a name: greeted with a plain "Hello,".
  await waitFor(() => expect(frame.contentDocument?.body.textContent).toContain('Hello,'));
  await expect(frame.contentDocument?.body.textContent).not.toContain('Guest');
  const links = [...(frame.contentDocument?.querySelectorAll(GUEST_ORDER_PAGE) ?? [])].map((link) => link.textContent);
  await expect(links).toEqual(buttons);
  await expect(frame.contentDocument?.querySelector('a[href*="/thank-you"], a[href*="/dashboard/"]')).toBeNull();
};
export const GuestOrderConfirmed = meta.story({ args: { kind: 'order-confirmed', guest: true }, play: linksToTheGuestsPage('order-confirmed', ['View your order']) });
export const GuestOrderConfirmedPhone = meta.story({ args: { kind: 'order-confirmed', guest: true }, play: linksToTheGuestsPage('order-confirmed', ['View your order']), ...onPhone });
export const GuestPaymentReminder = meta.story({ args: { kind: 'payment-reminder', guest: true }, play: linksToTheGuestsPage('payment-reminder', ['Pay now', 'View your order']) });
export const GuestPaymentReminderPhone = meta.story({
  args: { kind: 'payment-reminder', guest: true },
  play: linksToTheGuestsPage('payment-reminder', ['Pay now', 'View your order']),
  ...onPhone,
});
const opensTheShopsResetPage = async ({ canvas }: { canvas: { findByTitle: (title: string) => Promise<HTMLElement> } }) => {
  const frame = (await canvas.findByTitle(emailPreviews['password-reset'].subject)) as HTMLIFrameElement;
  await waitFor(() => expect(frame.contentDocument?.querySelector('a[href*="/reset-password?oobCode="]')?.textContent).toBe('Choose a new password'));
};
export const PasswordReset = meta.story({ args: { kind: 'password-reset' }, play: opensTheShopsResetPage });
export const PasswordResetPhone = meta.story({ args: { kind: 'password-reset' }, play: opensTheShopsResetPage, ...onPhone });
