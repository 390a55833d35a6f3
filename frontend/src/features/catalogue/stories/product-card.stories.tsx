import Box from '@mui/material/Box';
import preview from '../../../../../.storybook/preview';
import { productFixtures } from '../../../testing/fixtures/products';
import { ProductCard } from '../components/product-card';
import { ProductCardSkeleton } from '../components/product-card-skeleton';

const meta = preview.meta({
  title: 'Shared/Product Card',
  component: ProductCard,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  decorators: [(Story) => <Box sx={{ width: 360 }}>{Story()}</Box>],
  args: { product: productFixtures[0]! },
});

export const Filled = meta.story({});
/** A description longer than 100 characters is cut, as the seed says, with "...". */
export const LongName = meta.story({ args: { product: { ...productFixtures[1]!, name: 'Bevel-Edge Wood Chisel Set, 4 Pieces, with a Canvas Roll and a Honing Guide' } } });
export const Loading = meta.story({ render: () => <ProductCardSkeleton /> });
