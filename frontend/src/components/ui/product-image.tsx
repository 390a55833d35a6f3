import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { responsiveSources } from '../../lib/responsive-image';

export interface ProductImageProps {
  src: string;
  alt: string;
  /** The picture's own size, so its box is reserved before it arrives. */
  width: number;
  height: number;
  /** How wide it shows at each screen width (the `sizes` attribute), for choosing among the variants. */
  sizes: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  sx?: SxProps<Theme>;
}

/**
 * A product's picture: the AVIF or WebP variant that fits the screen when the shop made variants
 * of it (lib/responsive-image.ts), the URL as it is otherwise and for browsers that take neither.
 */
export function ProductImage({ src, alt, width, height, sizes, loading = 'lazy', fetchPriority, sx }: ProductImageProps) {
  return (
    <Box component="picture" sx={{ display: 'block' }}>
      {responsiveSources(src).map(({ type, srcSet }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={sizes} width={width} height={height} />
      ))}
      <Box
        component="img"
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        sx={[{ display: 'block', width: '100%', height: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
      />
    </Box>
  );
}
