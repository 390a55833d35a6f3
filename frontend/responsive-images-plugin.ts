import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
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
 * Storybook and its tests, makes each on its first request. Both keep what they made in Vite's
 * cache folder, so only a new or changed SVG is encoded again.
 */
export function responsiveImages({ sourceDir }: { sourceDir: string }): Plugin {
  let isBuild = false;
  let cacheDir = '';
  let variants: Promise<Map<string, Buffer>> | undefined;
  const widths = new Set<number>(RESPONSIVE_IMAGE_WIDTHS);
  const variantRequest = new RegExp(`^${TOOL_IMAGES_PATH}/([a-z0-9-]+)-(\\d+)\\.([a-z]+)$`);

  return {
    name: 'responsive-images',
    configResolved(config) {
      isBuild = config.command === 'build';
      cacheDir = join(config.cacheDir, 'responsive-images');
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const [, slug, width, extension] = variantRequest.exec(req.url?.split('?')[0] ?? '') ?? [];
        const format = RESPONSIVE_IMAGE_FORMATS.find((known) => known === extension);
        if (slug === undefined || format === undefined || !widths.has(Number(width))) return next();
        readFile(join(sourceDir, `${slug}.svg`))
          .then((svg) => variantsAt(svg, Number(width), cacheDir))
          .then(
            (made) => {
              res.setHeader('Content-Type', `image/${format}`);
              res.setHeader('Cache-Control', 'no-cache');
              res.end(made.get(format));
            },
            // No such picture: Vite answers as for any missing file.
            () => next(),
          );
      });
    },
    // Started with the build rather than at its end, so that encoding overlaps bundling.
    buildStart() {
      if (!isBuild || this.environment.config.consumer !== 'client' || variants) return;
      variants = renderAll(sourceDir, cacheDir);
      // Its failure is reported where generateBundle awaits it, not as an unhandled rejection before.
      variants.catch(() => undefined);
    },
    async generateBundle() {
      if (!variants || this.environment.config.consumer !== 'client') return;
      for (const [fileName, source] of await variants) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

/** Every variant of every SVG in `sourceDir`, by its path in the build. */
async function renderAll(sourceDir: string, cacheDir: string): Promise<Map<string, Buffer>> {
  const svgs = (await readdir(sourceDir)).filter((file) => file.endsWith('.svg'));
  const outDir = TOOL_IMAGES_PATH.slice(1);
  const jobs = svgs.flatMap((file) => {
    const slug = file.slice(0, -'.svg'.length);
    // responsiveSources() offers variants only for names like these; any other would go unused.
    if (!/^[a-z0-9-]+$/.test(slug)) throw new Error(`responsive-images: name ${file} in lower case, digits and hyphens`);
    return RESPONSIVE_IMAGE_WIDTHS.map((width) => async () => {
      const made = await variantsAt(await readFile(join(sourceDir, file)), width, cacheDir);
      return [...made].map(([format, body]) => [`${outDir}/${variantFileName(slug, width, format)}`, body] as const);
    });
  });
  return new Map((await inTurn(jobs, DRAWN_AT_ONCE)).flat());
}

const encoderOptions = {
  // Effort 2 of 9: sharp's default of 4 took 7 times as long for files 12-17 % smaller (docs/performance.md).
  avif: { quality: 50, effort: 2 },
  webp: { quality: 80 },
} as const satisfies Record<ResponsiveImageFormat, object>;
// A cached file is used only if made from the same SVG at the same width by the same encoder.
const encoderKey = JSON.stringify({ encoderOptions, versions: sharp.versions });

/** The SVG drawn `width` pixels wide in each format, from the cache when made before. */
async function variantsAt(svg: Buffer, width: number, cacheDir: string): Promise<Map<ResponsiveImageFormat, Buffer>> {
  const key = createHash('sha256').update(encoderKey).update(`${width}\n`).update(svg).digest('hex');
  const cached = (format: ResponsiveImageFormat) => join(cacheDir, `${key}.${format}`);
  const found = await Promise.all(RESPONSIVE_IMAGE_FORMATS.map((format) => readFile(cached(format)).catch(() => undefined)));
  if (found.every((body) => body !== undefined)) return new Map(RESPONSIVE_IMAGE_FORMATS.map((format, index) => [format, found[index]!]));

  const pixels = await draw(svg, width);
  const made = new Map<ResponsiveImageFormat, Buffer>();
  await mkdir(cacheDir, { recursive: true });
  for (const format of RESPONSIVE_IMAGE_FORMATS) {
    const body = await pixels.clone().toFormat(format, encoderOptions[format]).toBuffer();
    // Written whole under another name, then renamed: a parallel request never reads half a file.
    const part = `${cached(format)}.${randomUUID()}`;
    await writeFile(part, body);
    await rename(part, cached(format));
    made.set(format, body);
  }
  return made;
}

async function draw(svg: Buffer, width: number): Promise<Sharp> {
  const { width: drawnWidth } = await sharp(svg).metadata();
  // At the density that gives `width` pixels, not drawn small and scaled up.
  const { data, info } = await sharp(svg, { density: (72 * width) / drawnWidth })
    .resize({ width })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = sharp(data, { raw: info });
  // An opaque picture's alpha channel is all 255s: without it, AVIFs are 6 % smaller. (Checked
  // here rather than with sharp's stats(), which took longer than the WebP encoding.)
  return isOpaque(data, info.channels) ? pixels.removeAlpha() : pixels;
}

function isOpaque(data: Buffer, channels: number): boolean {
  if (channels !== 4) return channels === 3;
  for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha] !== 255) return false;
  return true;
}

// sharp works on libuv's threads (4), where Vite reads files too: with every picture queued at
// once, the build's stylesheet waited 10 s for a thread.
const DRAWN_AT_ONCE = 2;

async function inTurn<T>(jobs: (() => Promise<T>)[], atOnce: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    for (let job = next++; job < jobs.length; job = next++) results[job] = await jobs[job]!();
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
  return results;
}
