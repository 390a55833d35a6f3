import type { Plugin } from 'vite';

/**
 * The entry's stylesheet (the fonts' `@font-face` rules, about 1.4 KB) written into index.html in a
 * `<style>` instead of linked: a linked stylesheet blocks the first paint for a round trip of its
 * own, which on a phone's network costs more than its bytes sent with every page. The file stays
 * in the build for the manifest, which the bench reads.
 */
export function inlineStyles(): Plugin {
  return {
    name: 'inline-styles',
    apply: 'build',
    transformIndexHtml: {
      // After Vite's own, which links the entry's stylesheet.
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="[^"]*?([^"/]+\.css)">/g, (link, fileName: string) => {
          const sheet = Object.values(bundle ?? {}).find((output) => output.type === 'asset' && output.fileName.endsWith(`/${fileName}`));
          if (sheet?.type !== 'asset') throw new Error(`inline-styles: the build has no ${fileName}`);
          // A `</style>` inside would end the element early; the build's CSS has none, and never should.
          const css = String(sheet.source);
          if (/<\/style/i.test(css)) throw new Error(`inline-styles: ${fileName} holds </style>`);
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
