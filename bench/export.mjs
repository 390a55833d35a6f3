// 6. Export: the admin's CSV of 100,000 orders (bench-only rows, written straight into the bench
// shop's SQLite file in one statement), timed, with the API process's resident memory while it
// streams. The export pages through the orders and writes each page out as it goes, so its memory
// should not grow with the number of orders: the last 10 days' (a tenth of them) are exported
// first, and the peaks of the two are compared.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { signInExisting } from './customers.mjs';
import { openDatabase } from './scale.mjs';

const ORDERS = 100_000;
const MB = 1024 * 1024;

/** The shop's API: the child of `scripts/start.mjs` that runs `backend/dist/main.js` (Linux's /proc). */
export function apiPid(shopPid) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      if (parent === shopPid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('backend/dist/main.js')) return Number(entry);
    } catch {
      // a process that ended while we looked
    }
  }
  throw new Error(`no API process under the shop (pid ${shopPid})`);
}

/** VmRSS (now) and VmHWM (the peak since the last reset) of `pid`, in bytes. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)[1]) * 1024;
  return { rss: kB('VmRSS'), peak: kB('VmHWM') };
}

/**
 * 100,000 orders of one line each, paid, shipped or cancelled (no unpaid ones: the hold sweeper
 * would cancel them mid-run), spread over the last 100 days, numbered after the shop's own.
 */
async function seedOrders(db) {
  const [customer] = await db.all(`SELECT id, email, name FROM users WHERE email = 'admin@handtools.test'`);
  const [product] = await db.all('SELECT id, name, price_cents FROM products ORDER BY id LIMIT 1');
  const [{ last }] = await db.all('SELECT COALESCE(MAX(number), 1000) AS last FROM orders');
  await db.run('BEGIN IMMEDIATE');
  await db.run(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${ORDERS - 1})
     INSERT INTO orders (id, number, user_id, user_name, email, product_id, product_name, quantity, unit_price_cents, total_cents,
                         address, phone, status, transaction_id, paid_at, shipped_at, cancelled_at, created_at, updated_at)
     SELECT printf('01900000-0000-7000-8000-%012x', i), ? + 1 + i, ?, ?, ?, ?, ?, 1 + i % 5, ?, ? * (1 + i % 5),
            '1 Bench Street, Leeds', '+44 113 496 0000',
            CASE i % 3 WHEN 0 THEN 'paid' WHEN 1 THEN 'shipped' ELSE 'cancelled' END,
            CASE WHEN i % 3 < 2 THEN printf('pi_bench_%d', i) END,
            CASE WHEN i % 3 < 2 THEN at END, CASE WHEN i % 3 = 1 THEN at END, CASE WHEN i % 3 = 2 THEN at END, at, at
     FROM (SELECT i, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', printf('-%d seconds', (${ORDERS} - i) * 86)) AS at FROM n)`,
    [last, customer.id, customer.name || 'Bench Admin', customer.email, product.id, product.name, product.price_cents, product.price_cents],
  );
  await db.run(
    `INSERT INTO order_lines (order_id, position, product_id, product_name, quantity, unit_price_cents, total_cents)
     SELECT id, 0, product_id, product_name, quantity, unit_price_cents, total_cents FROM orders WHERE id LIKE '01900000-0000-7000-8000-%'`,
  );
  await db.run('COMMIT');
  const [{ orders }] = await db.all('SELECT count(*) AS orders FROM orders');
  return orders;
}

/**
 * Watches `pid`'s resident memory from now: `before` is it now, `stop()` the peak since (VmHWM,
 * reset through `clear_refs`, and VmRSS sampled every 20 ms, whichever is higher).
 */
export function watchMemory(pid) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const before = memoryOf(pid).rss;
  let sampledPeak = before;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, memoryOf(pid).rss);
  }, 20);
  return {
    before,
    stop() {
      clearInterval(sampler);
      return Math.max(memoryOf(pid).peak, sampledPeak);
    },
  };
}

/** Streams the export to its end, sampling the API's memory as it goes. */
async function timedExport(shopUrl, token, pid, query = '') {
  const memory = watchMemory(pid);
  const started = performance.now();
  try {
    const response = await fetch(`${shopUrl}/api/export/orders${query}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`export: ${response.status} ${await response.text()}`);
    let firstByteMs;
    let bytes = 0;
    let rows = 0;
    for await (const chunk of response.body) {
      firstByteMs ??= performance.now() - started;
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) rows++;
    }
    const seconds = (performance.now() - started) / 1000;
    return { seconds, firstByteMs, bytes, rows, before: memory.before, peak: memory.stop() };
  } finally {
    memory.stop();
  }
}

const round = (value, places = 1) => Math.round(value * 10 ** places) / 10 ** places;

export async function benchExport(shop) {
  const admin = await signInExisting(shop.url, shop.emulatorHost, 'admin@handtools.test', 'Admin#2026');
  const db = openDatabase(join(shop.dataDir, 'shop.sqlite'));
  let orders;
  let seedSeconds;
  try {
    await db.run('PRAGMA busy_timeout = 10000');
    const started = performance.now();
    orders = await seedOrders(db);
    seedSeconds = round((performance.now() - started) / 1000);
  } finally {
    await db.close();
  }
  const pid = apiPid(shop.pid);
  const tenDaysAgo = new Date(Date.now() - 9 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const tenth = await timedExport(shop.url, admin.token, pid, `?from=${tenDaysAgo}`);
  const run = await timedExport(shop.url, admin.token, pid);
  return {
    orders,
    seedSeconds,
    // The header is a row too; every bench order has one line.
    csvRows: run.rows - 1,
    csvMB: round(run.bytes / MB),
    seconds: round(run.seconds, 2),
    firstByteMs: Math.round(run.firstByteMs),
    rowsPerSecond: Math.round((run.rows - 1) / run.seconds),
    rssBeforeMB: round(run.before / MB),
    peakRssMB: round(run.peak / MB),
    peakGrowthMB: round((run.peak - run.before) / MB),
    tenth: { csvRows: tenth.rows - 1, seconds: round(tenth.seconds, 2), peakGrowthMB: round((tenth.peak - tenth.before) / MB) },
  };
}
