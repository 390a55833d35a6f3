// The public storefront's pages, rendered here by the frontend's server build (frontend/dist-server)
// into the frontend's built pages (frontend/dist). A rendered page is kept under the change-mark
// rule of the catalogue's cache, so the stock it shows is never older than the last commit.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { VISITOR_CART_COOKIE } from '../../shared/auth/visitor-cart-cookie.js';
import { createChangeMarkCache, type Tagged } from '../../shared/change-mark-cache.js';

/** The frontend's `render` (frontend/src/entry-server.tsx), as far as the server uses it. */
type RenderResult =
  | { kind: 'client' }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: string; html: string; data: string };
type Render = (request: Request, fetchApi: typeof fetch) => Promise<RenderResult>;

export type RenderedPage = { kind: 'client' } | { kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; html: string };

export interface PageRenderer {
  render(url: URL): Promise<Tagged<RenderedPage>>;
  /** One browser's page (the cart page, with its visitor's cart): rendered each time with that browser's cart cookie, never cached. */
  renderPrivate(url: URL, visitorCartToken: string | undefined): Promise<RenderedPage>;
}

/** The API as one visitor's browser reads it: with exactly its cart's cookie, and nothing else of the request. */
function withVisitorCart(fetchApi: typeof fetch, token: string | undefined): typeof fetch {
  if (token === undefined) return fetchApi;
  return (input, init) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    headers.set('cookie', `${VISITOR_CART_COOKIE}=${token}`);
    return fetchApi(new Request(request, { headers }));
  };
}

const ROOT = '<div id="root"></div>';

/** The built page with the render inside: its title and description replace the page's defaults. */
export function fillShell(shell: string, page: Extract<RenderResult, { kind: 'page' }>): string {
  let head = shell;
  if (page.head.includes('<title>')) head = head.replace(/<title>[^<]*<\/title>/, '');
  if (page.head.includes('<meta name="description"')) head = head.replace(/<meta name="description"[^>]*>/, '');
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(head);
  if (!charset || !head.includes(ROOT)) throw new Error('the built page has no <meta charset> or no empty #root');
  // Right after the charset, ahead of the scripts' preloads: the first screen's image and styles
  // are what the first paint waits for.
  const afterCharset = charset.index + charset[0].length;
  const withHead = head.slice(0, afterCharset) + page.head + head.slice(afterCharset);
  // Cut and joined, never String.replace with the page as the replacement: a "$'" in a tool's
  // description would be read as "the rest of the document".
  const root = withHead.indexOf(ROOT);
  return `${withHead.slice(0, root)}<div id="root">${page.html}</div>${page.data}${withHead.slice(root + ROOT.length)}`;
}

/** Null when the frontend has no server build (a backend-only checkout): the browser then renders every page. */
export function createPageRenderer(options: {
  /** The built storefront, whose index.html each page is rendered into. */
  distDir: string;
  fetchApi: typeof fetch;
  changeMark: () => Promise<string>;
  cacheEntries: number;
}): PageRenderer | null {
  // Built beside it by `vite build --ssr` (frontend/package.json).
  const entry = resolve(options.distDir, '../dist-server/entry-server.js');
  if (!existsSync(entry) || !existsSync(join(options.distDir, 'index.html'))) return null;
  let loading: Promise<Render> | undefined;
  const renderOf = () => (loading ??= import(pathToFileURL(entry).href).then((module: { render: Render }) => module.render));
  // Read once, at the first render: the build doesn't change under a running shop.
  let shell: string | undefined;
  const shellOf = () => (shell ??= readFileSync(join(options.distDir, 'index.html'), 'utf8'));
  const cache = createChangeMarkCache(options.changeMark, options.cacheEntries);
  const renderWith = async (url: URL, fetchApi: typeof fetch): Promise<RenderedPage> => {
    const result = await (await renderOf())(new Request(url), fetchApi);
    if (result.kind !== 'page') return result;
    return { kind: 'page', status: result.status, html: fillShell(shellOf(), result) };
  };
  return {
    render: (url) => cache.read(url.pathname + url.search, () => renderWith(url, options.fetchApi)),
    renderPrivate: (url, token) => renderWith(url, withVisitorCart(options.fetchApi, token)),
  };
}
