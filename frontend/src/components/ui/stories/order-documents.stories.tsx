import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { partlyRefundedOrderFixture } from '../../../testing/fixtures/orders';
import { http } from '../../../testing/mocks/http';
import { problem } from '../../../testing/mocks/mock-shop';
import { OrderDocuments } from '../order-documents';

const withRefund = partlyRefundedOrderFixture();

const meta = preview.meta({
  title: 'Shared/Order Documents',
  component: OrderDocuments,
  tags: ['autodocs'],
  parameters: { layout: 'padded', session: 'customer' },
  args: { order: withRefund },
});

/** A paid order with a refund: its invoice, then the refund's credit note, each a PDF to download. */
export const InvoiceAndCreditNote = meta.story({});

/** Paid, nothing refunded: the invoice alone. */
export const InvoiceOnly = meta.story({ args: { order: { ...withRefund, documents: withRefund.documents.slice(0, 1) } } });

export const Phone = InvoiceAndCreditNote.extend({ globals: { viewport: { value: 'phone' } } });

/** The download failed: why, and Retry. */
export const DownloadFailed = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(http.get('/orders/{id}/documents/{documentId}', ({ response }) => response(503).json(problem(503, 'Service Unavailable', 'The shop is busy. Please try again in a moment.')))),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Download Invoice INV-000038/ }));
    await expect(await canvas.findByText('The download failed: The shop is busy. Please try again in a moment.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
});
