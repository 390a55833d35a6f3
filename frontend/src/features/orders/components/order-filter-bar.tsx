import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { SearchBox } from '../../../components/ui/search-box';
import { statusFilterWords } from '../../../lib/order-status';
import { hasFilters, ORDER_SEARCH_MAX, ORDER_STATUSES, type OrderFilters } from '../order-filters';
import { isRangeBackwards, withFilter, type FiltersChange } from '../../../lib/url-filters';

function DayField({ label, value, error, onChange }: { label: string; value: string | undefined; error?: string; onChange: (day: string) => void }) {
  return (
    <TextField
      type="date"
      label={label}
      size="small"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: '1 1 9rem' }}
    />
  );
}

/** Status, day range and search of Manage All Orders; every change is the page's URL. */
export function OrderFilterBar({ filters, onChange }: { filters: OrderFilters; onChange: (change: FiltersChange<OrderFilters>) => void }) {
  const set = (key: keyof OrderFilters, value: string) => onChange((current) => withFilter(current, key, value));
  const rangeBackwards = isRangeBackwards(filters);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}>
      {/* Re-made when the URL's search changes (Back, a link), so the box shows what is applied. */}
      <SearchBox
        key={filters.q ?? ''}
        label="Search orders"
        placeholder="Email, name, #1042, order id or tool"
        maxLength={ORDER_SEARCH_MAX}
        initial={filters.q ?? ''}
        onSearch={(q) => set('q', q)}
      />
      <TextField
        select
        label="Status"
        size="small"
        value={filters.status ?? ''}
        onChange={(event) => set('status', event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ flex: '1 1 9rem' }}
      >
        <option value="">Any status</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {statusFilterWords(status)}
          </option>
        ))}
      </TextField>
      <DayField label="Placed from" value={filters.from} onChange={(day) => set('from', day)} />
      <DayField label="Placed to" value={filters.to} onChange={(day) => set('to', day)} error={rangeBackwards ? 'The range ends before it starts.' : undefined} />
      {hasFilters(filters) && (
        <Button onClick={() => onChange({})} sx={{ alignSelf: 'center' }}>
          Clear filters
        </Button>
      )}
    </Box>
  );
}
