import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * One row of an order's sums: what on the left, how much on the right. A quiet row (the VAT a price
 * holds) is in small grey type; `item` makes it a list item, for sums listed with the order's lines.
 */
export function AmountRow({ label, value, quiet = false, item = false }: { label: ReactNode; value: ReactNode; quiet?: boolean; item?: boolean }) {
  const text = quiet ? ({ variant: 'body2', color: 'text.secondary' } as const) : {};
  return (
    <Stack component={item ? 'li' : 'div'} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography {...text}>{label}</Typography>
      <Typography {...text} sx={{ whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Stack>
  );
}
