import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { Product } from '../../types/api';

// Sold out: none left, or fewer than the smallest order the tool takes. Said in words where the
// ways to order would be, rather than by buttons that are there but do nothing.

/** A card's "Sold out", in place of Add to cart and Buy Now. */
export function SoldOutLabel() {
  return (
    <Typography component="p" sx={{ fontWeight: 700, color: 'error.dark', textTransform: 'uppercase', letterSpacing: '0.04em', px: 1 }}>
      Sold out
    </Typography>
  );
}

/** A tool's page and its purchase page: "Sold out", and why, in place of the ways to order it. */
export function SoldOutNotice({ product, children }: { product: Pick<Product, 'available' | 'minimum'>; children?: ReactNode }) {
  // Named by its first words, so it stands apart from the other statuses on the page (the reviews').
  const headingId = useId();
  return (
    <Alert severity="warning" role="status" aria-labelledby={headingId}>
      <Typography id={headingId} component="p" sx={{ fontWeight: 700 }}>
        Sold out
      </Typography>
      {product.available === 0
        ? 'None are left to order right now.'
        : `Only ${product.available} left, fewer than its minimum order of ${product.minimum}, so it can’t be ordered right now.`}
      {children}
    </Alert>
  );
}
