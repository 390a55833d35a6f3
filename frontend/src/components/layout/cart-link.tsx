import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router';

const tools = (count: number) => `${count} ${count === 1 ? 'tool' : 'tools'}`;

/**
 * The cart, with how many tools it holds. The count is null while it can't be known (a server
 * render knows neither the browser's cart nor the session): the link is there at once and its badge,
 * which floats over the icon and takes no room, shows the count when it arrives; nothing moves.
 */
export function CartLink({ count }: { count: number | null }) {
  return (
    <IconButton color="inherit" component={RouterLink} to="/cart" aria-label={count === null ? 'Cart' : `Cart, ${tools(count)}`}>
      <Badge badgeContent={count ?? 0} color="primary" max={99}>
        <ShoppingCartOutlined />
      </Badge>
    </IconButton>
  );
}
