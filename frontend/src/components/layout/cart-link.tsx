import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router';

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

// Over the icon's corner, out of the flow: it takes no room, so its arrival moves nothing. (MUI's
// Badge keeps its last number in the page while hidden, which a screen reader's name wouldn't match.)
const badge = {
  position: 'absolute',
  top: 2,
  right: 0,
  minWidth: 20,
  height: 20,
  px: 0.75,
  borderRadius: 10,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  fontSize: '0.75rem',
  fontWeight: 600,
  lineHeight: '20px',
  textAlign: 'center',
} as const;

/**
 * The cart, with how many tools it holds. The count is null while it can't be known (a server
 * render knows neither the browser's cart nor the session): the link is there at once, and its count
 * shows when it arrives. It counts units, not lines (12 hacksaws are "Cart, 12 items", as shops
 * name it); the badge widens with the number rather than shortening it, so what it shows is the
 * link's name.
 */
export function CartLink({ count }: { count: number | null }) {
  return (
    <IconButton color="inherit" component={RouterLink} to="/cart" aria-label={count === null ? 'Cart' : `Cart, ${items(count)}`} sx={{ position: 'relative' }}>
      <ShoppingCartOutlined />
      {count ? (
        <Box component="span" sx={badge}>
          {count}
        </Box>
      ) : null}
    </IconButton>
  );
}
