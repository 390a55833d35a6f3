/**
 * The raster variants of the shop's own tool pictures (frontend/public/images/tools/*.svg), which
 * responsive-images-plugin.ts makes at build time, and of the photos admins upload, which the
 * server makes at the same widths (backend modules/images, the contract's ImageName). One list of
 * widths for what makes them and the pages that ask for them, so neither can name a file the
 * other doesn't have. docs/performance.md says why these widths and what they weigh.
 */

/** A card's picture on a 412 px phone (about 380 CSS px at DPR 1.75), a third of a desktop row, and a product page. */
export const RESPONSIVE_IMAGE_WIDTHS = [400, 720, 1200] as const;
/** Best first: a `<picture>` takes the first `<source>` the browser can show. */
export const RESPONSIVE_IMAGE_FORMATS = ['avif', 'webp'] as const;
export const TOOL_IMAGES_PATH = '/images/tools';

export type ResponsiveImageFormat = (typeof RESPONSIVE_IMAGE_FORMATS)[number];
export interface ImageSource {
  type: `image/${ResponsiveImageFormat}`;
  srcSet: string;
}

const toolImage = new RegExp(`^${TOOL_IMAGES_PATH}/([a-z0-9-]+)\\.svg$`);
/** An uploaded photo's `image`: its 720-pixel WebP, whose siblings differ only in width and format. */
const uploadedImage = /^\/api\/images\/([0-9a-f]{32})-720\.webp$/;

export function variantFileName(slug: string, width: number, format: ResponsiveImageFormat): string {
  return `${slug}-${width}.${format}`;
}

/**
 * The `<source>`s for a picture: one per format, each with every width. None for any other URL
 * (an admin's picture elsewhere is shown as it is).
 */
export function responsiveSources(src: string): ImageSource[] {
  const slug = toolImage.exec(src)?.[1];
  const hash = uploadedImage.exec(src)?.[1];
  const folder = slug !== undefined ? TOOL_IMAGES_PATH : hash !== undefined ? '/api/images' : undefined;
  const name = slug ?? hash;
  if (folder === undefined || name === undefined) return [];
  return RESPONSIVE_IMAGE_FORMATS.map((format) => ({
    type: `image/${format}`,
    srcSet: RESPONSIVE_IMAGE_WIDTHS.map((width) => `${folder}/${variantFileName(name, width, format)} ${width}w`).join(', '),
  }));
}
