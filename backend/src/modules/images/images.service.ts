import type { AuthenticatedUser } from '../../shared/request-context.js';
import type { UploadedImage } from '../../shared/api-types.js';
import { notFound } from '../../shared/problem.js';
import type { ImageStore } from './image-store.js';
import { CONTENT_TYPES, FALLBACK_WIDTH, formatOf, makeVariants } from './image-variants.js';

const IMAGE_NOT_FOUND = 'No image with that name.';

export function createImagesService(deps: {
  store: ImageStore;
  /** Records the upload in the audit trail (its own transaction: the photo is not a row). */
  recordUpload: (caller: AuthenticatedUser, image: string) => Promise<void>;
}) {
  const { store } = deps;
  return {
    /** Every variant is made in memory before any is stored, so a photo that fails stores nothing. */
    async uploadImage(caller: AuthenticatedUser, bytes: Buffer): Promise<UploadedImage> {
      const variants = await makeVariants(bytes);
      for (const variant of variants) if (!(await store.exists(variant.name))) await store.put(variant.name, variant.bytes);
      const fallback = variants.find((variant) => variant.format === 'webp' && variant.name.includes(`-${FALLBACK_WIDTH}.`));
      const largest = variants.at(-1);
      if (!fallback || !largest) throw new Error('the photo gave no variants');
      await deps.recordUpload(caller, fallback.url);
      return {
        image: fallback.url,
        width: largest.width,
        height: largest.height,
        variants: variants.map(({ url, format, width, height }) => ({ url, format, width, height })),
      };
    },

    async getImage(name: string): Promise<{ bytes: Buffer; contentType: string }> {
      const format = formatOf(name);
      const bytes = format && (await store.get(name));
      if (!format || !bytes) throw notFound(IMAGE_NOT_FOUND);
      return { bytes, contentType: CONTENT_TYPES[format] };
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
