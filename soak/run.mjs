// `npm run test:soak`: minutes of mixed traffic (browse, order, pay, cancel, admin edits, shipping)
// at a steady rate against the shop as `npm start` runs it. It fails on any answer other than the
// expected ones, on stock that doesn't balance, on memory that keeps growing or on a p99 that
// drifts; the figures are printed and written to soak-results.json.
//   SOAK_MINUTES (default 5, at most 55: the customers' shop tokens last an hour), SOAK_RATE
//   actions per second (default 20)
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { customers as newCustomers, signInExisting } from '../bench/customers.mjs';
import { EMULATOR_PORTS } from '../scripts/lib/emulator-config.mjs';
import { startShop, unthrottled } from '../scripts/lib/run-shop.mjs';
import { stockBooks, unbalanced } from './books.mjs';
import { createTraffic } from './traffic.mjs';

const root = join(import.meta.dirname, '..');
const minutes = Number(process.env.SOAK_MINUTES ?? 5);
const rate = Number(process.env.SOAK_RATE ?? 20);
if (!(minutes > 0 && minutes <= 55 && rate > 0)) {
  console.error('SOAK_MINUTES must be above 0 and at most 55, SOAK_RATE above 0');
  process.exit(2);
}
const WINDOW_MS = 30_000;
// The first window warms caches, JIT and the connection pool; growth is judged after it.
const WARM_UP_WINDOWS = 1;

const percentile = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const median = (values) => percentile(values, 50);
const round = (value, places = 1) => Math.round(value * 10 ** places) / 10 ** places;

/** The API process is start.mjs's child running backend/dist/main.js. */
function apiPid(startPid) {
  const children = readFileSync(`/proc/${startPid}/task/${startPid}/children`, 'utf8').trim().split(/\s+/).map(Number);
  const api = children.find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('backend/dist/main.js'));
  if (!api) throw new Error('The API process was not found under the shop');
  return api;
}
const rssMegabytes = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function addSoakProducts(url, token) {
  // Products with deep stock keep orders succeeding all run long; the demo ones run out, which
  // exercises the refusal path too.
  const ids = [];
  for (let index = 1; index <= 4; index++) {
    const response = await fetch(`${url}/api/productAdd`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Soak Test Mallet ${index}`,
        image: '/images/tools/claw-hammer.svg',
        available: 100_000,
        minimum: 1,
        price: 19.5,
        description: 'A beech mallet made for the soak test: it exists so that orders keep succeeding for the whole run.',
      }),
    });
    if (response.status !== 201) throw new Error(`productAdd: ${response.status} ${await response.text()}`);
    ids.push((await response.json())._id);
  }
  return ids;
}

const shop = await startShop({ emulatorPorts: EMULATOR_PORTS.soak, label: 'soak', env: { ...unthrottled({ unpaid: true }), LOG_LEVEL: 'warn' } });
let failed = false;
try {
  const admin = await signInExisting(shop.url, shop.emulatorHost, 'admin@handtools.test', 'Admin#2026');
  const customers = await newCustomers(shop.url, shop.emulatorHost, 30);
  const soakProducts = await addSoakProducts(shop.url, admin.token);
  const demoProducts = [...(await stockBooks(shop.url, admin.token)).books.keys()].filter((id) => !soakProducts.includes(id));
  const before = await stockBooks(shop.url, admin.token);
  const pid = apiPid(shop.pid);

  const started = Date.now();
  const windows = [];
  const windowAt = (time) => {
    const index = Math.floor((time - started) / WINDOW_MS);
    windows[index] ??= { latencies: [], requests: 0, unexpected: 0, rss: [] };
    return windows[index];
  };
  const statuses = {};
  const unexpected = [];
  const record = ({ label, status, ok, ms, detail }) => {
    const window = windowAt(Date.now());
    window.latencies.push(ms);
    window.requests++;
    statuses[`${label} ${status}`] = (statuses[`${label} ${status}`] ?? 0) + 1;
    if (!ok) {
      window.unexpected++;
      if (unexpected.length < 20) unexpected.push(`${label}: ${status} ${detail ?? ''}`);
    }
  };
  const sampler = setInterval(() => windowAt(Date.now()).rss.push(rssMegabytes(pid)), 2000);
  console.log(`Soak: ${minutes} min at ${rate} actions/s against ${shop.url} (API pid ${pid}), load average ${loadavg()[0].toFixed(2)}`);

  const traffic = createTraffic({ url: shop.url, customers, admin, productIds: [...soakProducts, ...soakProducts, ...demoProducts], record });
  const progress = setInterval(() => {
    const window = windows[Math.floor((Date.now() - started) / WINDOW_MS) - 1];
    if (window) console.log(`  ${Math.round((Date.now() - started) / 1000)} s: ${window.requests} requests in the last ${WINDOW_MS / 1000} s, p99 ${round(percentile(window.latencies, 99))} ms, RSS ${round(window.rss.at(-1) ?? 0)} MB`);
  }, WINDOW_MS);
  await traffic.run({ rate, until: started + minutes * 60_000 });
  clearInterval(sampler);
  clearInterval(progress);

  const after = await stockBooks(shop.url, admin.token);
  const problems = unbalanced(before.books, after.books);
  // Only whole windows count: the one the run ended in holds a few stragglers, not a sample.
  const whole = Math.floor((minutes * 60_000) / WINDOW_MS);
  const steady = windows.slice(WARM_UP_WINDOWS, whole).filter((window) => window && window.rss.length > 0);
  if (steady.length < 4) throw new Error(`Too short to judge: ${steady.length} steady windows of ${WINDOW_MS / 1000} s; run at least ${((WARM_UP_WINDOWS + 4) * WINDOW_MS) / 60_000} minutes`);
  // A third of the run at each end: one window's GC timing is noise, a trend across several is not.
  const third = Math.max(1, Math.floor(steady.length / 3));
  const early = steady.slice(0, third);
  const late = steady.slice(-third);
  const pooled = (group, key) => group.flatMap((window) => window[key]);
  const summary = {
    startedAt: new Date(started).toISOString(),
    minutes,
    actionsPerSecond: rate,
    requests: windows.reduce((sum, window) => sum + (window?.requests ?? 0), 0),
    unexpected: windows.reduce((sum, window) => sum + (window?.unexpected ?? 0), 0),
    statuses,
    ordersInBooks: after.orders,
    windows: windows.map((window, index) => ({
      fromSecond: (index * WINDOW_MS) / 1000,
      requests: window?.requests ?? 0,
      p50: round(median(window?.latencies ?? [])),
      p99: round(percentile(window?.latencies ?? [], 99)),
      rssMegabytes: round(median(window?.rss ?? [])),
    })),
    rss: { early: round(median(pooled(early, 'rss'))), late: round(median(pooled(late, 'rss'))) },
    p99: { early: round(percentile(pooled(early, 'latencies'), 99)), late: round(percentile(pooled(late, 'latencies'), 99)) },
    stockProblems: problems,
    loadAverageAtEnd: round(loadavg()[0], 2),
  };
  writeFileSync(join(root, 'soak-results.json'), `${JSON.stringify(summary, null, 2)}\n`);

  // Generous bounds: the machine is shared, so only a trend well past noise counts as a leak or drift.
  const rssGrowth = summary.rss.late - summary.rss.early;
  const checks = [
    [summary.unexpected === 0, `unexpected answers: ${summary.unexpected}${unexpected.length ? `\n    ${unexpected.join('\n    ')}` : ''}`],
    [problems.length === 0, `stock balances for all ${before.books.size} products${problems.length ? `\n    ${problems.join('\n    ')}` : ''}`],
    [rssGrowth < Math.max(32, summary.rss.early * 0.2), `memory flat: median RSS ${summary.rss.early} MB in the first third → ${summary.rss.late} MB in the last`],
    [summary.p99.late < Math.max(100, summary.p99.early * 2), `p99 stable: ${summary.p99.early} ms in the first third → ${summary.p99.late} ms in the last`],
  ];
  console.log(`\n${summary.requests} requests in ${minutes} min (${round(summary.requests / (minutes * 60))} req/s), ${after.orders} orders in the books`);
  console.log('window  requests  p50 ms  p99 ms  RSS MB');
  for (const window of summary.windows) {
    console.log(`${String(window.fromSecond).padStart(5)} s  ${String(window.requests).padStart(8)}  ${String(window.p50).padStart(6)}  ${String(window.p99).padStart(6)}  ${String(window.rssMegabytes).padStart(6)}`);
  }
  const answers = Object.entries(statuses).sort();
  console.log(`answers: ${answers.map(([key, count]) => `${key} ×${count}`).join(', ')}`);
  for (const [ok, message] of checks) {
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
    if (!ok) failed = true;
  }
  console.log('\nWritten to soak-results.json');
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await shop.stop();
}
process.exit(failed ? 1 : 0);
