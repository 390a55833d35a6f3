import Box from '@mui/material/Box';
import { formatPrice } from '../../../lib/money';
import { priceTiers } from '../../../lib/price-breaks';
import type { Product } from '../../../types/api';

const tableSx = {
  borderCollapse: 'collapse',
  minWidth: 240,
  '& caption': { textAlign: 'left', fontWeight: 600, pb: 0.5 },
  '& th, & td': { py: 0.5, pr: 3, textAlign: 'left', borderBottom: 1, borderColor: 'divider' },
  '& td:last-of-type, & th:last-of-type': { textAlign: 'right', pr: 0 },
} as const;

const quantities = ({ from, to }: { from: number; to: number | null }) => (to === null ? `${from} or more` : from === to ? `${from}` : `${from}–${to}`);

/** A tool's trade prices by quantity, from its minimum order; nothing for a tool without breaks. */
export function PriceBreakTable({ product, excludeVat }: { product: Pick<Product, 'price' | 'priceBreaks' | 'minimum'>; excludeVat: boolean }) {
  if (product.priceBreaks.length === 0) return null;
  return (
    <Box component="table" sx={tableSx}>
      <caption>Trade prices</caption>
      <thead>
        <tr>
          <th scope="col">Quantity</th>
          <th scope="col">{excludeVat ? 'Each, excl. VAT' : 'Each'}</th>
        </tr>
      </thead>
      <tbody>
        {priceTiers(product).map((tier) => (
          <tr key={tier.from}>
            <td>{quantities(tier)}</td>
            <td>{formatPrice(tier.price)}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
