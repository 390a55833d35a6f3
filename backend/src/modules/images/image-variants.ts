// What an uploaded photo becomes: the bytes are identified by sharp (libvips reads their magic
// bytes; a name or a declared type is never asked), then cropped to the storefront's 4:3 frame and
// encoded as AVIF and WebP at the widths the storefront's `srcset` lists.
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import type { ImageVariant } from '../../shared/api-types.js';
import { HttpProblem } from '../../shared/problem.js';

/** The storefront's widths (frontend/src/lib/responsive-image.ts) and the contract's ImageName. */
export const IMAGE_WIDTHS = [400, 720, 1200] as const;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/** The width whose WebP is the product's `image`: the `<img>` fallback where no `<source>` is taken. */
export const FALLBACK_WIDTH = 720;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const MIN_WIDTH = 400;
const MIN_HEIGHT = 300;
// A 5 MB file can still declare a huge canvas (a decompression bomb): 40 megapixels covers any camera's photo.
const MAX_PIXELS = 40_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

const encoderOptions = {
  // Effort 2 of 9, as the seed pictures' (frontend/responsive-images-plugin.ts): 7 times faster than 4 for files a few per cent larger.
  avif: { quality: 50, effort: 2 },
  webp: { quality: 80 },
} as const satisfies Record<ImageFormat, object>;

// Part of every name's hash: raise it when a change to the steps below changes how a variant
// looks, so a new upload never takes an old file's name (they are cached for a year).
const PIPELINE_VERSION = 2;

export interface MadeVariant extends ImageVariant {
  name: string;
  bytes: Buffer;
}

export const variantName = (hash: string, width: number, format: ImageFormat) => `${hash}-${width}.${format}`;

const unsupported = () => new HttpProblem(415, 'That file is not a JPEG, PNG or WebP image.');
const unusable = (detail: string) => new HttpProblem(422, detail);

async function identify(bytes: Buffer): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  if (!ACCEPTED.has(metadata.format)) throw unsupported();
  // EXIF orientation 5-8 turns the picture a quarter: its upright size has the sides swapped.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  if (width * height > MAX_PIXELS) throw unusable(`The photo is ${width} × ${height} pixels; at most 40 megapixels, please.`);
  if (width < MIN_WIDTH || height < MIN_HEIGHT) {
    throw unusable(`The photo is ${width} × ${height} pixels; it needs to be at least ${MIN_WIDTH} × ${MIN_HEIGHT}.`);
  }
  return { width, height };
}

/**
 * Every variant of the photo in `bytes`, named by a hash of those bytes and the encoder's
 * settings, so the same upload always gives the same names and a name never changes its bytes.
 */
export async function makeVariants(bytes: Buffer): Promise<MadeVariant[]> {
  const original = await identify(bytes);
  const hash = createHash('sha256').update(JSON.stringify({ PIPELINE_VERSION, encoderOptions, widths: IMAGE_WIDTHS })).update(bytes).digest('hex').slice(0, 32);
  const sizes = IMAGE_WIDTHS.map((target) => {
    // Never enlarged: a narrower photo's wide variants are as wide as 4:3 of it allows.
    const width = Math.min(target, original.width, Math.floor((original.height * 4) / 3));
    return { target, width, height: Math.round((width * 3) / 4) };
  });
  const largest = sizes.at(-1)!;
  const variants: MadeVariant[] = [];
  try {
    // Decoded, turned upright and cropped once, at the largest size: the smaller variants are
    // scaled from it, so every width shows the same framing and the photo is decoded only once.
    // Metadata is not carried over (a phone's GPS position stays with the admin).
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: largest.width, height: largest.height, fit: 'cover', position: sharp.strategy.attention })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const framed = sharp(data, { raw: info });
    for (const { target, width, height } of sizes) {
      const resized = framed.clone().resize({ width, height });
      for (const format of IMAGE_FORMATS) {
        const encoded = await resized.clone().toFormat(format, encoderOptions[format]).toBuffer();
        const name = variantName(hash, target, format);
        variants.push({ name, bytes: encoded, url: `/api/images/${name}`, format, width, height });
      }
    }
  } catch {
    // The header was readable but the pixels are not (a truncated or damaged file).
    throw unusable('The photo could not be read: the file may be damaged. Try saving it again.');
  }
  return variants;
}

export const CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** The format a stored name says it holds (names reach here only through the contract's pattern). */
export function formatOf(name: string): ImageFormat | undefined {
  return IMAGE_FORMATS.find((format) => name.endsWith(`.${format}`));
}
