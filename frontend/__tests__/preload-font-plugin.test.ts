import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadFont } from '../preload-font-plugin';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** Builds a page whose stylesheet uses Oswald's Latin file; returns the built index.html. */
async function buildPage(file: string): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'preload-font-'));
  roots.push(root);
  copyFileSync(createRequire(import.meta.url).resolve('@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2'), join(root, 'oswald-latin-wght-normal.woff2'));
  writeFileSync(join(root, 'fonts.css'), "@font-face { font-family: Oswald; src: url('./oswald-latin-wght-normal.woff2') format('woff2'); }");
  writeFileSync(join(root, 'index.html'), '<!doctype html><html><head><title>t</title><link rel="stylesheet" href="./fonts.css"></head><body></body></html>');
  await build({ root, configFile: false, logLevel: 'silent', plugins: [preloadFont({ file })] });
  return readFileSync(join(root, 'dist/index.html'), 'utf8');
}

describe('font preload', () => {
  it('when the build emits the font, then the page preloads it under its hashed name', async () => {
    const html = await buildPage('oswald-latin-wght-normal.woff2');
    expect(html).toMatch(/<link rel="preload" href="\/assets\/oswald-latin-wght-normal-[\w-]+\.woff2" as="font" type="font\/woff2" crossorigin>\s*<\/head>/);
  });

  it('when the build has no such font (say, fontsource renamed it), then the build says so', async () => {
    await expect(buildPage('oswald-latin-wght.woff2')).rejects.toThrow('preload-font: the build has no oswald-latin-wght.woff2');
  });
});
