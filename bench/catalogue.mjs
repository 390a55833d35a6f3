// 1. Catalogue reads: the shop against the same bytes served by node:http and by bare Express.
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../scripts/lib/run-shop.mjs';
import { load } from './load.mjs';

const CONNECTIONS = 50;

/** A reference server (reference-server.mjs) as a process of its own. */
export async function reference(kind, bodyFile) {
  const port = await freePort();
  const child = fork(join(import.meta.dirname, 'reference-server.mjs'), [kind, String(port), bodyFile], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${port}/api/products`, pid: child.pid, stop: () => child.kill() };
}

export async function benchCatalogue(shop, { seconds, workDir }) {
  const firstPage = `${shop.url}/api/products?limit=12`;
  const firstResponse = await fetch(firstPage);
  const body = Buffer.from(await firstResponse.arrayBuffer());
  const etag = firstResponse.headers.get('etag');
  const bodyFile = join(workDir, 'first-page.json');
  writeFileSync(bodyFile, body);
  const { nextCursor } = await (await fetch(`${shop.url}/api/products?limit=6`)).json();
  const cursorPage = `${shop.url}/api/products?limit=6&cursor=${encodeURIComponent(nextCursor)}`;

  const run = (url) => load({ url, connections: CONNECTIONS, duration: seconds });
  const results = {
    shopFirstPage: await run(firstPage),
    shopCursorPage: await run(cursorPage),
    // A browser holding the page asks again with its entity tag and gets a bodiless 304.
    shopFirstPageRevalidated: await load({ url: firstPage, connections: CONNECTIONS, duration: seconds, headers: { 'if-none-match': etag ?? '' } }),
  };
  for (const kind of ['express', 'node']) {
    const server = await reference(kind, bodyFile);
    try {
      results[kind === 'node' ? 'nodeHttp' : 'express'] = await run(server.url);
    } finally {
      server.stop();
    }
  }
  return {
    connections: CONNECTIONS,
    seconds,
    responseBytes: body.length,
    ...results,
    ratioShopToExpress: round(results.shopFirstPage.requestsPerSecond / results.express.requestsPerSecond),
    ratioShopToNodeHttp: round(results.shopFirstPage.requestsPerSecond / results.nodeHttp.requestsPerSecond),
  };
}

const round = (value) => Math.round(value * 100) / 100;
