import Box from '@mui/material/Box';
import { expect, waitFor } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { ProductImage } from '../product-image';

const cardSx = { aspectRatio: '4 / 3', objectFit: 'cover', backgroundColor: '#f3efe7' } as const;

const meta = preview.meta({
  title: 'Shared/Product Image',
  component: ProductImage,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  decorators: [(Story) => <Box sx={{ width: 360 }}>{Story()}</Box>],
  args: { src: '/images/tools/claw-hammer.svg', alt: 'Claw Hammer', width: 400, height: 300, sizes: '360px', sx: cardSx },
});

/** One of the shop's tool pictures: the browser takes the AVIF made for the width it shows at. */
export const ToolPicture = meta.story({
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Claw Hammer' });
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true), { timeout: 10_000 });
    // 360 CSS px at the test browser's DPR of 1: the 400 px variant, in the first format it can show.
    expect(new URL(image.currentSrc).pathname).toBe('/images/tools/claw-hammer-400.avif');
  },
});

/** A picture the shop has no variants of (an admin's own URL) is shown as it is. */
export const OtherPicture = meta.story({
  args: { src: '/favicon.svg', alt: 'The shop’s mark' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'The shop’s mark' });
    expect(image.parentElement?.querySelectorAll('source')).toHaveLength(0);
    expect(image).toHaveAttribute('src', '/favicon.svg');
  },
});
