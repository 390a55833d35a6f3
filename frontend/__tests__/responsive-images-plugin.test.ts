// The build's half of responsive-images-plugin.ts, through Vite's own build of a one-page site.
// (Storybook's tests cover `vite dev`: the product image story checks the picture the browser got.)
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { responsiveImages } from '../responsive-images-plugin';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** Builds a one-page site with these SVGs in its tools folder; returns where the build wrote them. */
async function buildSite(svgs: Record<string, string | Buffer>, root = mkdtempSync(join(tmpdir(), 'responsive-images-'))): Promise<string> {
  roots.push(root);
  const sourceDir = join(root, 'public/images/tools');
  mkdirSync(sourceDir, { recursive: true });
  for (const [name, svg] of Object.entries(svgs)) writeFileSync(join(sourceDir, name), svg);
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
  await build({ root, configFile: false, cacheDir: join(root, 'cache'), logLevel: 'silent', plugins: [responsiveImages({ sourceDir })] });
  return join(root, 'dist/images/tools');
}

const ruler = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect x="10" y="40" width="180" height="20" fill="${colour}"/></svg>`;

describe('responsive images in the build', () => {
  it('when the site builds, then each tool SVG has an AVIF and a WebP at each width, drawn to that width in its own proportions', async () => {
    const outDir = await buildSite({
      'claw-hammer.svg': readFileSync(join(import.meta.dirname, '../public/images/tools/claw-hammer.svg')),
      // Transparent and 2:1, unlike the shop's own, so the variants can't pass by being alike.
      'ruler.svg': ruler('#e8681c'),
    });

    const variants = readdirSync(outDir).filter((file) => !file.endsWith('.svg'));
    expect(variants.sort()).toEqual(
      ['claw-hammer', 'ruler'].flatMap((slug) => [1200, 400, 720].flatMap((width) => [`${slug}-${width}.avif`, `${slug}-${width}.webp`])),
    );
    const metadata = (file: string) => sharp(join(outDir, file)).metadata();
    expect(await metadata('claw-hammer-720.avif')).toMatchObject({ format: 'heif', compression: 'av1', width: 720, height: 540, hasAlpha: false });
    expect(await metadata('claw-hammer-1200.webp')).toMatchObject({ format: 'webp', width: 1200, height: 900, hasAlpha: false });
    expect(await metadata('ruler-400.webp')).toMatchObject({ format: 'webp', width: 400, height: 200, hasAlpha: true });
  });

  it('when built again, then unchanged SVGs come from the cache and a changed one is drawn anew', async () => {
    const outDir = await buildSite({ 'ruler.svg': ruler('#e8681c'), 'square.svg': ruler('#1f2328') });
    const root = join(outDir, '../../..');
    const cacheDir = join(root, 'cache/responsive-images');
    const rulerBefore = readFileSync(join(outDir, 'ruler-400.avif'));
    const squareBefore = readFileSync(join(outDir, 'square-400.avif'));
    expect(readdirSync(cacheDir)).toHaveLength(12);
    // Marked, so that the next build shows where its square came from.
    const squareCached = readdirSync(cacheDir).find((file) => readFileSync(join(cacheDir, file)).equals(squareBefore))!;
    writeFileSync(join(cacheDir, squareCached), 'from the cache');

    await buildSite({ 'ruler.svg': ruler('#2e6b34') }, root);
    expect(readFileSync(join(outDir, 'square-400.avif'), 'utf8')).toBe('from the cache');
    expect(readFileSync(join(outDir, 'ruler-400.avif')).equals(rulerBefore)).toBe(false);
    // The changed ruler's 6 files beside the 12 from before.
    expect(readdirSync(cacheDir)).toHaveLength(18);
  });

  it('when an SVG’s name has letters the pages never ask for, then the build says so', async () => {
    await expect(buildSite({ 'Panel Saw.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>' })).rejects.toThrow(
      'responsive-images: name Panel Saw.svg in lower case, digits and hyphens',
    );
  });
});
