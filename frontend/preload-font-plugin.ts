import type { Plugin } from 'vite';

/**
 * A `<link rel="preload">` in index.html for one font file of the build, named as it was before
 * hashing (`oswald-latin-wght-normal.woff2`). The browser then fetches it with the page rather than
 * once the stylesheet has been applied, and the text it draws swaps in sooner.
 */
export function preloadFont({ file }: { file: string }): Plugin {
  let base = '/';
  return {
    name: 'preload-font',
    apply: 'build',
    configResolved(config) {
      // The shop's is /, Storybook's ./ (it may be served from any folder).
      base = config.base;
    },
    transformIndexHtml: {
      // After Vite's own, when the bundle with the stylesheet's fonts is there.
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.values(bundle ?? {}).find((output) => output.type === 'asset' && output.names.includes(file));
        if (!font) throw new Error(`preload-font: the build has no ${file}`);
        return [{ tag: 'link', attrs: { rel: 'preload', href: `${base}${font.fileName}`, as: 'font', type: 'font/woff2', crossorigin: true }, injectTo: 'head' }];
      },
    },
  };
}
