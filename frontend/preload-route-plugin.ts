import type { Plugin, Rollup } from 'vite';

/**
 * Writes `pageFile`: index.html plus a `<link rel="modulepreload">` for each chunk of a lazily
 * loaded module that the entry doesn't load already, and `withoutJavaScript` (HTML) in a
 * `<noscript>` before the root, since the screens it serves exist only in the browser. The server
 * hands it out where that module is wanted at once.
 *
 * The entry loads the app itself lazily (after a server-rendered page's first paint), so on its own
 * a browser-rendered screen would ask for the app's code only once the entry has arrived and run.
 * The same links in a server-rendered page's HTML would compete with its first picture instead,
 * hence a page of its own (docs/performance.md has the runs).
 */
export function preloadRoute({ routeModule, pageFile, withoutJavaScript }: { routeModule: string; pageFile: string; withoutJavaScript: string }): Plugin {
  return {
    name: 'preload-route',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      // Storybook builds its iframe.html with this config too; only the shop's page is meant.
      if (shell?.type !== 'asset') return;
      const outputChunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
      const chunks = new Map(outputChunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = outputChunks.find((chunk) => chunk.isEntry);
      const route = outputChunks.find((chunk) => chunk.facadeModuleId?.endsWith(routeModule));
      if (!entry || !route) throw new Error(`preload-route: the build has no entry chunk or no chunk for ${routeModule}`);
      const withImports = (start: Rollup.OutputChunk) => {
        const files = new Set<string>();
        const visit = (chunk: Rollup.OutputChunk | undefined) => {
          if (!chunk || files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const imported of chunk.imports) visit(chunks.get(imported));
        };
        visit(start);
        return files;
      };
      const loadedByEntry = withImports(entry);
      const links = [...withImports(route)]
        .filter((file) => !loadedByEntry.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('\n    ');
      const html = String(shell.source);
      const root = '<div id="root"></div>';
      if (!html.includes('</head>') || !html.includes(root)) throw new Error('preload-route: index.html has no </head> or no empty #root');
      const source = html.replace('</head>', `  ${links}\n  </head>`).replace(root, `<noscript>${withoutJavaScript}</noscript>\n    ${root}`);
      this.emitFile({ type: 'asset', fileName: pageFile, source });
    },
  };
}
