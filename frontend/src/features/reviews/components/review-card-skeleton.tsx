import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

export function ReviewCardSkeleton() {
  return (
    <Card aria-hidden="true" sx={{ height: '100%' }}>
      <CardContent>
        <Skeleton variant="text" width="45%" />
        <Skeleton variant="text" sx={{ fontSize: '1.5rem' }} />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="70%" />
        <Skeleton variant="text" width="35%" sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}
