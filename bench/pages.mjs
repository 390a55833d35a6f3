// 5. The server-rendered storefront: time to first byte and req/s of the rendered / at 50
// connections, from the page cache and rendered afresh each time (a second shop run with
// PAGE_CACHE_ENTRIES=0), beside the API's first page as the home page asks for it, in the same run.
import { EMULATOR_PORTS } from '../scripts/lib/emulator-config.mjs';
import { startShop, unthrottled } from '../scripts/lib/run-shop.mjs';
import { load } from './load.mjs';

const CONNECTIONS = 50;
const html = { accept: 'text/html' };

/** Median time until the response's headers arrive (the body is read after, untimed). */
async function timeToFirstByte(url, headers, times = 30) {
  const samples = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    samples.push(performance.now() - started);
    await response.arrayBuffer();
  }
  samples.sort((a, b) => a - b);
  return Math.round(samples[Math.floor(samples.length / 2)] * 100) / 100;
}

async function measure(shopUrl, seconds) {
  const home = `${shopUrl}/`;
  const homeBytes = (await (await fetch(home, { headers: html })).arrayBuffer()).byteLength;
  return {
    homeBytes,
    homeTtfbMs: await timeToFirstByte(home, html),
    home: await load({ url: home, connections: CONNECTIONS, duration: seconds, headers: html }),
  };
}

export async function benchPages(shop, { seconds }) {
  // The API's first page exactly as the home page asks for it (features/catalogue/api).
  const apiFirstPage = `${shop.url}/api/products?limit=6&sort=newest`;
  const cached = await measure(shop.url, seconds);
  const api = {
    ttfbMs: await timeToFirstByte(apiFirstPage, {}),
    load: await load({ url: apiFirstPage, connections: CONNECTIONS, duration: seconds }),
  };
  const uncachedShop = await startShop({ emulatorPorts: EMULATOR_PORTS.bench, label: 'bench-uncached', env: { ...unthrottled({ unpaid: true }), PAGE_CACHE_ENTRIES: '0' } });
  let uncached;
  try {
    uncached = await measure(uncachedShop.url, seconds);
  } finally {
    await uncachedShop.stop();
  }
  return {
    connections: CONNECTIONS,
    seconds,
    cached,
    uncached,
    api,
    ratioCachedHomeToApi: Math.round((cached.home.requestsPerSecond / api.load.requestsPerSecond) * 100) / 100,
  };
}
