// Invoices and credit notes: an invoice when an order is paid through the shop, in the payment's
// own transaction (settlement.ts); a credit note for each refund of an invoiced order, in the
// transaction that records the refund (refunds.ts). Each takes the next number of its series there,
// so a payment or refund that rolls back takes no number, and keeps what it says then.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { BusinessDetails } from '../../../shared/api-types.js';
import type { OrderRefundRecord } from '../order-refunds.repository.js';
import type { OrderRecord } from '../orders.repository.js';
import { creditNoteContent, documentNumber, invoiceContent, type DocumentContent } from './document-content.js';
import { renderDocumentPdf } from './document-pdf.js';
import type { OrderDocumentRecord, OrderDocumentsRepository } from './documents.repository.js';

export interface OrderDocumentsDeps {
  documents: OrderDocumentsRepository;
  /** Who the shop is in law as `transaction` sees it: the seller the document names. */
  seller(transaction: Transaction): Promise<BusinessDetails>;
}

/** The file a document downloads as: "INV-000042.pdf". */
export const documentFileName = (document: Pick<OrderDocumentRecord, 'kind' | 'number'>) => `${documentNumber(document.kind, document.number)}.pdf`;

export function createOrderDocuments(deps: OrderDocumentsDeps) {
  async function issue(order: OrderRecord, kind: OrderDocumentRecord['kind'], refundId: string | null, transaction: Transaction, contentOf: (number: number, issuedAt: Date, seller: BusinessDetails) => DocumentContent): Promise<OrderDocumentRecord> {
    const number = await deps.documents.nextNumber(kind, transaction);
    const issuedAt = new Date();
    const content = contentOf(number, issuedAt, await deps.seller(transaction));
    const document: OrderDocumentRecord = { id: randomUUID(), orderId: order.id, refundId, kind, number, totalCents: content.totalCents, issuedAt };
    await deps.documents.insert(document, JSON.stringify(content), transaction);
    return document;
  }

  return {
    /** The invoice of `order`, just paid in `transaction`. */
    issueInvoice: (order: OrderRecord, transaction: Transaction) =>
      issue(order, 'invoice', null, transaction, (number, issuedAt, seller) => invoiceContent(order, number, issuedAt, seller)),

    /** The credit note of `refund`, recorded in `transaction`; none for an order the shop never invoiced. */
    async issueCreditNote(order: OrderRecord, refund: OrderRefundRecord, transaction: Transaction): Promise<OrderDocumentRecord | undefined> {
      const invoice = order.documents.find((document) => document.kind === 'invoice');
      if (!invoice) return undefined;
      return issue(order, 'credit-note', refund.id, transaction, (number, issuedAt, seller) =>
        creditNoteContent(order, refund, documentNumber('invoice', invoice.number), number, issuedAt, seller),
      );
    },

    /** The order's document as a PDF and the name to save it by; undefined when the order has no such document. */
    async pdfOf(orderId: string, documentId: string): Promise<{ fileName: string; pdf: Buffer } | undefined> {
      const found = await deps.documents.find(orderId, documentId);
      if (!found) return undefined;
      return { fileName: documentFileName(found.document), pdf: await renderDocumentPdf(JSON.parse(found.content) as DocumentContent) };
    },
  };
}

export type OrderDocuments = ReturnType<typeof createOrderDocuments>;
