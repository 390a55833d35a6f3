import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatPrice } from '../../../lib/money';
import { outOfStock } from '../../../lib/quantity-rules';
import type { ProductOption, ProductVariant } from '../../../types/api';

interface SizePickerProps {
  /** Every size of the tool, smallest first, this one included. */
  variants: ProductVariant[];
  /** The size this page is. */
  option: ProductOption;
  current: string;
}

/**
 * A tool's sizes, each a link to its own page: the address is the size, so picking one works
 * without JavaScript and a shared link opens that size. The page's own size is marked as the
 * current page; a sold-out size is still there to see, marked.
 */
export function SizePicker({ variants, option, current }: SizePickerProps) {
  const labelId = useId();
  return (
    <Box component="nav" aria-labelledby={labelId}>
      <Typography id={labelId} component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {option.name}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {variants.map((size) => {
          const here = size._id === current;
          const soldOut = outOfStock(size);
          return (
            <li key={size._id}>
              <Box
                component={RouterLink}
                to={`/products/${size.slug}`}
                aria-current={here ? 'page' : undefined}
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  justifyContent: 'center',
                  minWidth: 88,
                  minHeight: 44,
                  px: 1.5,
                  py: 0.75,
                  borderRadius: 1,
                  border: 2,
                  borderStyle: soldOut ? 'dashed' : 'solid',
                  borderColor: here ? 'primary.main' : 'divider',
                  bgcolor: here ? 'primary.main' : 'background.paper',
                  color: here ? 'primary.contrastText' : 'text.primary',
                  textDecoration: 'none',
                  lineHeight: 1.3,
                  '&:hover': { borderColor: 'primary.main' },
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.dark', outlineOffset: 2 },
                }}
              >
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {size.option.value}
                </Box>{' '}
                <Box component="span" sx={{ fontSize: '0.85rem' }}>
                  {soldOut ? `${formatPrice(size.price)}, sold out` : formatPrice(size.price)}
                </Box>
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
