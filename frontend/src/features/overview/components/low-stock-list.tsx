import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Overview } from '../../../types/api';

/** The tools running out, lowest first, each a link to its page. */
export function LowStockList({ tools }: { tools: Overview['lowStock'] }) {
  if (tools.length === 0) return <Typography color="text.secondary">Every tool has enough stock.</Typography>;
  return (
    <List dense disablePadding>
      {tools.map((tool) => (
        <ListItem key={tool._id} disableGutters divider>
          <ListItemText
            primary={
              <Link component={RouterLink} to={`/products/${tool._id}`}>
                {tool.name}
              </Link>
            }
            secondary={`${tool.available} left · minimum order ${tool.minimum}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
