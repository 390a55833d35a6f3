// The storefront's server render, built by Vite into dist-server/ and called by the shop's Express
// process (backend/src/http/storefront) for the public pages. Its data comes from `fetchApi`, the
// API answered in process; the page's HTML, styles and the data it was made from go back.
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, matchRoutes, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { AppProvider } from './app/provider';
import { loadDeferredSections } from './components/layout/deferred-section';
import type { RouteHandle } from './app/page-data';
import { serverDataScript } from './app/render/server-data';
import { appRoutes } from './app/router';
import { api } from './lib/api';
import { createEmotionCache, SERVER_STYLES_ATTRIBUTE } from './lib/emotion-cache';
import { ShopOriginProvider } from './lib/shop-origin';
import { makeStore } from './lib/store';

export type RenderResult =
  /** Not a page the server renders (a signed-in screen, a form): the browser renders it from the shell. */
  | { kind: 'client' }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** Title, meta and style tags for <head>. */
      head: string;
      /** The rendered app, for inside #root. */
      html: string;
      /** The data block the browser starts from. */
      data: string;
    };

function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => [
      routeId,
      isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : { message: error instanceof Error ? 'Something went wrong on our side.' : String(error), __type: 'Error' },
    ]),
  );
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

// React puts the <title>, <meta> and <link> a page renders first in its output; they belong in <head>.
function splitHoisted(html: string): { hoisted: string; body: string } {
  const match = /^(?:<(?:title>[^<]*<\/title>|meta [^>]*\/?>|link [^>]*\/?>))+/.exec(html);
  return match ? { hoisted: match[0], body: html.slice(match[0].length) } : { hoisted: '', body: html };
}

/**
 * The API cache without what differs between two renders of the same data (request ids, times),
 * so an unchanged page keeps its entity tag. Nothing here refetches on age; the times stay truthy,
 * as RTK Query counts an entry without a fulfilled time as never fetched.
 */
function stableApiState(state: ReturnType<ReturnType<typeof makeStore>['getState']>['api']) {
  const queries = Object.fromEntries(
    Object.entries(state.queries).map(([key, entry]) => [key, entry && { ...entry, requestId: 'server', startedTimeStamp: 1, fulfilledTimeStamp: 1 }]),
  );
  return { ...state, queries };
}

/**
 * The page's style tags. The cache's own styles go under an attribute Emotion doesn't adopt (see
 * SERVER_STYLES_ATTRIBUTE); global styles keep Emotion's, for its Global component to take over.
 */
function styleTags(chunks: Array<{ key: string; ids: string[]; css: string }>, cacheKey: string): string {
  return chunks
    .filter(({ css }) => css.length > 0)
    .map(({ key, ids, css }) => `<style ${key === cacheKey ? SERVER_STYLES_ATTRIBUTE : 'data-emotion'}="${key} ${ids.join(' ')}">${css}</style>`)
    .join('');
}

export async function render(request: Request, fetchApi: typeof fetch): Promise<RenderResult> {
  const store = makeStore(undefined, { fetchApi });
  const routes = appRoutes(store);
  const matches = matchRoutes(routes, new URL(request.url).pathname);
  const handle = matches?.at(-1)?.route.handle as RouteHandle | undefined;
  if (!handle?.serverRendered) return { kind: 'client' };

  try {
    const handler = createStaticHandler(routes);
    const context = await handler.query(request);
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
    }
    // The matched routes' code has run by now, and with it the deferred sections' declarations.
    await loadDeferredSections();
    const router = createStaticRouter(handler.dataRoutes, context);
    const emotionCache = createEmotionCache();
    const emotionServer = createEmotionServer(emotionCache);
    // Waits for every lazily loaded part, so the page is whole without JavaScript.
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <AppProvider store={store} emotionCache={emotionCache}>
          <ShopOriginProvider origin={new URL(request.url).origin}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ShopOriginProvider>
        </AppProvider>
      </StrictMode>,
      // React would send a large section as its fallback and the section later by script (for a
      // streamed page's first paint); this page is sent whole, and scripts in it are blocked.
      { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    );
    const { hoisted, body } = splitHoisted(await streamToString(prelude));
    const styles = styleTags(emotionServer.extractCriticalToChunks(body).styles, emotionCache.key);
    const data = serverDataScript({
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) },
      api: { [api.reducerPath]: stableApiState(store.getState()[api.reducerPath]) },
    });
    return { kind: 'page', status: context.statusCode, head: hoisted + styles, html: body, data };
  } finally {
    // Ends the cache's timers, so nothing of this render outlives it.
    store.dispatch(api.util.resetApiState());
  }
}
