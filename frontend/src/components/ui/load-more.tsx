import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** The next page of a cursor-paginated list; absent on the last page. */
export function LoadMore({ label, hasMore, loading, onLoadMore }: { label: string; hasMore: boolean; loading: boolean; onLoadMore: () => void }) {
  if (!hasMore) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Button variant="outlined" onClick={onLoadMore} loading={loading}>
        {label}
      </Button>
    </Box>
  );
}
