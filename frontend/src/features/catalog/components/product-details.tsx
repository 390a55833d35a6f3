import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPrice } from '../../../lib/format';
import type { ProductDetail } from '../../../types/api';

export function ProductDetails({ product }: { product: ProductDetail }) {
  const { average, count } = product.rating;
  return (
    <Stack spacing={2}>
      <Box
        component="img"
        src={product.image}
        alt={product.name}
        width={400}
        height={300}
        sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1, bgcolor: '#f3efe7' }}
      />
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.4rem' } }}>
        {product.name}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {average === null ? (
          <Typography color="text.secondary">No reviews yet</Typography>
        ) : (
          <>
            <Rating value={average} precision={0.1} readOnly aria-hidden="true" />
            <Typography>
              {average} out of 5 from {count} {count === 1 ? 'review' : 'reviews'}
            </Typography>
          </>
        )}
      </Stack>
      <Typography variant="h3" component="p">
        {formatPrice(product.price)} <Typography component="span" color="text.secondary">each</Typography>
      </Typography>
      <Stack direction="row" spacing={3} sx={{ color: 'text.secondary' }}>
        <span>Available: {product.available}</span>
        <span>Minimum order: {product.minimum}</span>
      </Stack>
      <Typography>{product.description}</Typography>
    </Stack>
  );
}
