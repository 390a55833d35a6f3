// The API as a server render reaches it: this same app, through its whole pipeline (what is the
// API, the operation's match, its security, validation, the handler, the error mapping), so a render
// asks exactly what a browser would and gets exactly its answer, and no rule of the contract is
// written twice. The requests go over loopback to a listener of the app's own, bound to 127.0.0.1
// and opened on the first render: Express gives every request its own prototypes, so an injected
// request object (light-my-request's) loses the methods that capture its answer.
//
// A render sends no credentials, so it can only read what a visitor may, and it never writes (its
// one POST is a delivery quote, which reads). The
// one cookie it may pass on is the visitor's cart's (storefront.ts, for the cart and checkout pages
// only): it names a cart, not a caller. Its
// requests carry a secret made at start-up: those, and only those, spend no client's rate-limit
// budget (the page's own request already did) and write no request log line of their own.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../../shared/logger.js';
import { statusTitle } from '../../shared/problem.js';

const RENDER_HEADER = 'x-server-render';

/**
 * The operations a render may call by POST because they only read: a delivery quote (the cart's
 * estimate, the checkout's summary) carries its lines in its body, too many for an address, and changes nothing.
 */
const READING_POSTS: ReadonlySet<string> = new Set(['/api/shipping-quotes']);

const problem = (status: number, detail: string) =>
  new Response(JSON.stringify({ type: 'about:blank', title: statusTitle(status), status, detail }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });

export interface InProcessApi {
  /** A `fetch` for a render's store. */
  fetch: typeof fetch;
  /** True for a request a server render made through `fetch`. */
  isRenderRequest(req: IncomingMessage): boolean;
  close(): Promise<void>;
}

export function createInProcessApi(logger: Logger): InProcessApi & { serve(app: RequestListener): void } {
  const secret = randomBytes(24).toString('base64url');
  let app: RequestListener | undefined;
  let server: Server | undefined;
  let origin: Promise<string> | undefined;

  const listening = (): Promise<string> =>
    (origin ??= new Promise((resolve, reject) => {
      if (!app) return reject(new Error('the in-process API has no app to serve'));
      const listener = createServer(app);
      server = listener;
      listener.once('error', reject);
      // Never what keeps the process alive.
      listener.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(listener.address() as AddressInfo).port}`)).unref();
    }));

  return {
    serve(listener) {
      app = listener;
    },

    isRenderRequest: (req) => req.headers[RENDER_HEADER] === secret,

    async fetch(input, init) {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const readingPost = request.method === 'POST' && READING_POSTS.has(url.pathname);
      if (request.method !== 'GET' && !readingPost) {
        // A page's code tried to write while rendering: a bug to see, refused all the same.
        logger.error({ method: request.method, path: url.pathname }, 'a server render asked the API to write');
        return problem(405, `A server render only reads; ${request.method} ${url.pathname} was refused.`);
      }
      const cookie = request.headers.get('cookie');
      return fetch(`${await listening()}${url.pathname}${url.search}`, {
        method: request.method,
        // Uncompressed: it only crosses the loopback.
        headers: {
          accept: 'application/json',
          'accept-encoding': 'identity',
          [RENDER_HEADER]: secret,
          ...(cookie !== null && { cookie }),
          ...(readingPost && { 'content-type': 'application/json' }),
        },
        ...(readingPost && { body: await request.text() }),
        signal: request.signal,
      });
    },

    close: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
