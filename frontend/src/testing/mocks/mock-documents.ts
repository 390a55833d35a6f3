// Invoices and credit notes as the server issues them (backend/src/modules/orders/documents): an
// invoice when an order is paid through the shop, a credit note for each refund of an invoiced
// order, each numbered next in its series. The PDF the mocks answer is a one-page stand-in that
// names the document; the real one is drawn by the server.
import { HttpResponse } from 'msw';
import { formatCents } from '../../lib/money';
import type { Order, OrderDocument } from '../../types/api';
import { uuidLike } from '../fixtures/ids';
import { mockShop } from './mock-shop';

const PREFIX = { invoice: 'INV', 'credit-note': 'CN' } as const;

/** Issues the next document of `kind` for `order` (kept on the order, as the server lists them). */
export function issueMockDocument(order: Order, kind: OrderDocument['kind'], totalCents: number, refundId: string | null = null): void {
  mockShop.documentSeries[kind] += 1;
  const number = mockShop.documentSeries[kind];
  const id = uuidLike((kind === 'invoice' ? 700_000 : 800_000) + number);
  order.documents = [
    ...order.documents,
    { id, kind, number: `${PREFIX[kind]}-${String(number).padStart(6, '0')}`, total: formatCents(totalCents), issuedAt: new Date().toISOString(), refundId },
  ];
}

/** A credit note for the refund just added to `order`, when the order has an invoice to credit. */
export function creditMockRefund(order: Order): void {
  const refund = order.refunds.at(-1);
  if (!refund || !order.documents.some((document) => document.kind === 'invoice')) return;
  issueMockDocument(order, 'credit-note', Math.round(Number(refund.amount) * 100), refund.id);
}

/** A valid one-page PDF that says which document it stands in for. */
export function mockDocumentPdf(document: OrderDocument): string {
  const words = `${document.kind === 'invoice' ? 'Invoice' : 'Credit note'} ${document.number}: ${document.total} (mocked)`.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 760 Td (${words}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  return `${pdf}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}

/** The document as the server sends it: a PDF to save under its number. */
export const pdfResponse = (document: OrderDocument) =>
  new HttpResponse(mockDocumentPdf(document), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${document.number}.pdf"`, 'Cache-Control': 'private, no-store' },
  });
