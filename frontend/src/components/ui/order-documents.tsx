import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../lib/format';
import { formatPrice } from '../../lib/money';
import { useFileDownload } from '../../lib/use-file-download';
import type { Order, OrderDocument } from '../../types/api';
import { ErrorState } from './error-state';

const KIND = { invoice: 'Invoice', 'credit-note': 'Credit note' } as const;

/** "Invoice INV-000042 ($49.98, Nov 20, 2026)": what a download button says. */
const documentWords = (document: OrderDocument) => `${KIND[document.kind]} ${document.number} (${formatPrice(document.total)}, ${formatDate(document.issuedAt)})`;

/**
 * The order's invoice and credit notes, each a PDF to download: with the caller's sign-in, or a
 * guest order's `orderKey`. Nothing for an order that has none (unpaid, or paid outside the shop).
 */
export function OrderDocuments({ order, orderKey }: { order: Pick<Order, '_id' | 'number' | 'documents'>; orderKey?: string }) {
  const { download, busy, error } = useFileDownload();
  // Retry asks again for the one that failed.
  const [tried, setTried] = useState<OrderDocument | null>(null);
  if (order.documents.length === 0) return null;
  const pathOf = (document: OrderDocument) => `${orderKey ? '/guest' : ''}/orders/${order._id}/documents/${document.id}`;
  const fetchDocument = (document: OrderDocument) => {
    setTried(document);
    void download({ path: pathOf(document), accept: 'application/pdf', fallbackName: `${document.number}.pdf`, orderKey });
  };
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }} id={`documents-${order._id}`}>
        {order.documents.length === 1 ? 'Invoice' : 'Invoice and credit notes'} (PDF)
      </Typography>
      <Stack component="ul" aria-labelledby={`documents-${order._id}`} spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, alignItems: 'flex-start' }}>
        {order.documents.map((document) => (
          <li key={document.id}>
            <Button size="small" variant="text" onClick={() => fetchDocument(document)} loading={busy === pathOf(document)} sx={{ textAlign: 'left', textTransform: 'none', px: 0.5 }}>
              Download {documentWords(document)}
            </Button>
          </li>
        ))}
      </Stack>
      {error && tried && <ErrorState message={`The download failed: ${error}`} onRetry={() => fetchDocument(tried)} retrying={busy !== null} />}
    </Stack>
  );
}
