import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { Plugin } from 'vite';
import {
  RESPONSIVE_IMAGE_FORMATS,
  RESPONSIVE_IMAGE_WIDTHS,
  TOOL_IMAGES_PATH,
  type ResponsiveImageFormat,
  variantFileName,
} from './src/lib/responsive-image.ts';

/**
 * AVIF and WebP pictures of each SVG in `sourceDir`, at each of RESPONSIVE_IMAGE_WIDTHS
 * (src/lib/responsive-image.ts), so a phone downloads a picture made for its screen. The build
 * writes them beside the SVGs (`/images/tools/<slug>-<width>.<format>`); `vite dev`, and so
 * Storybook and its tests, makes each on its first request and keeps it.
 */
export function responsiveImages({ sourceDir }: { sourceDir: string }): Plugin {
  let isBuild = false;
  let variants: Promise<Map<string, Buffer>> | undefined;
  const served = new Map<string, Promise<Buffer>>();
  const widths = new Set<number>(RESPONSIVE_IMAGE_WIDTHS);
  const variantRequest = new RegExp(`^${TOOL_IMAGES_PATH}/([a-z0-9-]+)-(\\d+)\\.([a-z]+)$`);

  return {
    name: 'responsive-images',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const [, slug, width, extension] = variantRequest.exec(req.url?.split('?')[0] ?? '') ?? [];
        const format = RESPONSIVE_IMAGE_FORMATS.find((known) => known === extension);
        if (slug === undefined || format === undefined || !widths.has(Number(width))) return next();
        const svgPath = join(sourceDir, `${slug}.svg`);
        stat(svgPath)
          .then(({ mtimeMs }) => {
            // Keyed by the SVG's time of change, so an edited picture is made again.
            const key = `${variantFileName(slug, Number(width), format)}@${mtimeMs}`;
            const variant = served.get(key) ?? readFile(svgPath).then((svg) => renderVariant(svg, Number(width), format));
            served.set(key, variant);
            return variant;
          })
          .then(
            (body) => {
              res.setHeader('Content-Type', `image/${format}`);
              res.setHeader('Cache-Control', 'no-cache');
              res.end(body);
            },
            // No such picture: Vite answers as for any missing file.
            () => next(),
          );
      });
    },
    // Started with the build rather than at its end, so that encoding overlaps bundling.
    buildStart() {
      if (!isBuild || this.environment.config.consumer !== 'client' || variants) return;
      variants = renderAll(sourceDir);
      // Its failure is reported where generateBundle awaits it, not as an unhandled rejection before.
      variants.catch(() => undefined);
    },
    async generateBundle() {
      if (!variants || this.environment.config.consumer !== 'client') return;
      for (const [fileName, source] of await variants) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

// AVIF at effort 2 of 9: effort 4 (sharp's default) took 5 times as long for files 12 % smaller
// (docs/performance.md).
const encoders: Record<ResponsiveImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 80 }),
};

export async function renderVariant(svg: Buffer, width: number, format: ResponsiveImageFormat): Promise<Buffer> {
  const { width: drawnWidth } = await sharp(svg).metadata();
  // Drawn at the density that gives `width` pixels, not drawn small and scaled up.
  const image = sharp(svg, { density: (72 * width) / drawnWidth }).resize({ width });
  // An opaque picture's alpha channel is all 255s: without it, AVIFs are 6 % smaller.
  if ((await image.clone().stats()).isOpaque) image.removeAlpha();
  return encoders[format](image).toBuffer();
}

/** Every variant of every SVG in `sourceDir`, by its path in the build. */
export async function renderAll(sourceDir: string): Promise<Map<string, Buffer>> {
  const svgs = (await readdir(sourceDir)).filter((file) => file.endsWith('.svg'));
  const outDir = TOOL_IMAGES_PATH.slice(1);
  const jobs = svgs.flatMap((file) => {
    const slug = file.slice(0, -'.svg'.length);
    // responsiveSources() offers variants only for names like these; any other would go unused.
    if (!/^[a-z0-9-]+$/.test(slug)) throw new Error(`responsive-images: name ${file} in lower case, digits and hyphens`);
    const svg = readFile(join(sourceDir, file));
    return RESPONSIVE_IMAGE_WIDTHS.flatMap((width) =>
      RESPONSIVE_IMAGE_FORMATS.map(async (format) => [`${outDir}/${variantFileName(slug, width, format)}`, await renderVariant(await svg, width, format)] as const),
    );
  });
  return new Map(await Promise.all(jobs));
}
