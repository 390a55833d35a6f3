// Invoices and credit notes, and the two series that number them. A number is taken in the
// transaction that issues the document (the payment's, the refund's): the series' row is moved on
// with an UPDATE, which on PostgreSQL holds the row until that transaction ends, and a transaction
// that rolls back takes its number back. So numbers are sequential with no gaps, on both databases.
import type { Transaction } from 'sequelize';
import type { Database } from '../../../shared/database.js';

export type DocumentKind = 'invoice' | 'credit-note';

export interface OrderDocumentRecord {
  id: string;
  orderId: string;
  /** The refund a credit note is for; null for an invoice. */
  refundId: string | null;
  kind: DocumentKind;
  /** Its place in its series, from 1. */
  number: number;
  totalCents: number;
  issuedAt: Date;
}

type DocumentRow = Omit<OrderDocumentRecord, 'number' | 'totalCents' | 'issuedAt'> & { number: number | string; totalCents: number | string; issuedAt: Date | string };

const COLUMNS = 'id, order_id AS "orderId", refund_id AS "refundId", kind, number, total_cents AS "totalCents", issued_at AS "issuedAt"';

const toRecord = (row: DocumentRow): OrderDocumentRecord => ({
  ...row,
  number: Number(row.number),
  totalCents: Number(row.totalCents),
  issuedAt: row.issuedAt instanceof Date ? row.issuedAt : new Date(row.issuedAt),
});

export function createOrderDocumentsRepository(db: Database) {
  const { sql } = db;
  return {
    /** The next number of `kind`'s series, taken for good when `transaction` commits. */
    async nextNumber(kind: DocumentKind, transaction: Transaction): Promise<number> {
      const moved = await sql.execute('UPDATE document_series SET last_number = last_number + 1 WHERE series = ?', [kind], transaction);
      if (moved !== 1) throw new Error(`no document series ${kind}`);
      const [row] = await sql.select<{ last: number | string }>('SELECT last_number AS last FROM document_series WHERE series = ?', [kind], transaction);
      return Number(row?.last);
    },

    /** `content`: the document as issued (JSON), from which its PDF is made. */
    async insert(document: OrderDocumentRecord, content: string, transaction: Transaction): Promise<void> {
      await sql.execute(
        'INSERT INTO order_documents (id, order_id, refund_id, kind, number, total_cents, issued_at, content) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [document.id, document.orderId, document.refundId, document.kind, document.number, document.totalCents, document.issuedAt, content],
        transaction,
      );
    },

    /** The documents of these orders, oldest first. */
    async listFor(orderIds: string[], transaction?: Transaction): Promise<OrderDocumentRecord[]> {
      if (orderIds.length === 0) return [];
      const rows = await sql.select<DocumentRow>(
        `SELECT ${COLUMNS} FROM order_documents WHERE order_id IN (${orderIds.map(() => '?').join(', ')}) ORDER BY issued_at, kind DESC, number`,
        orderIds,
        transaction,
      );
      return rows.map(toRecord);
    },

    /** The order's document with this id and what it said when issued. */
    async find(orderId: string, id: string): Promise<{ document: OrderDocumentRecord; content: string } | undefined> {
      const [row] = await sql.select<DocumentRow & { content: string }>(`SELECT ${COLUMNS}, content FROM order_documents WHERE order_id = ? AND id = ?`, [orderId, id]);
      if (!row) return undefined;
      const { content, ...document } = row;
      return { document: toRecord(document), content };
    },
  };
}

export type OrderDocumentsRepository = ReturnType<typeof createOrderDocumentsRepository>;
