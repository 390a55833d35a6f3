// 8. Import: a CSV of 10,000 new tools as the catalogue staff send it, checked (the dry run), then
// applied; then the same 10,000 sent back with new prices and stock, which updates each of them.
// Timed, with the API process's resident memory while each request runs: the file is read whole
// (it is at most 10 MB) and written in one transaction, so its memory grows with the rows, and this
// says by how much.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { signInExisting } from './customers.mjs';
import { apiPid, watchMemory } from './export.mjs';

const ROWS = 10_000;
const MB = 1024 * 1024;
const round = (value, places = 1) => Math.round(value * 10 ** places) / 10 ** places;

async function call(shopUrl, token, path, init = {}) {
  const response = await fetch(`${shopUrl}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${(await response.text()).slice(0, 500)}`);
  return response;
}

/** The catalogue as its export writes it: the header's columns and every row by them. */
async function exported(shopUrl, token) {
  const text = await (await call(shopUrl, token, '/api/export/products')).text();
  return parse(text, { columns: true, bom: true });
}

/** One import request, timed, with the API's memory before it and at its peak. */
async function timedImport(shopUrl, token, pid, csv, dryRun) {
  const memory = watchMemory(pid);
  const started = performance.now();
  try {
    const response = await call(shopUrl, token, `/api/product-imports${dryRun ? '?dryRun=true' : ''}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv' },
      body: csv,
    });
    const report = await response.json();
    const seconds = (performance.now() - started) / 1000;
    const peak = memory.stop();
    return { seconds: round(seconds, 2), rowsPerSecond: Math.round(ROWS / seconds), rssBeforeMB: round(memory.before / MB), peakGrowthMB: round((peak - memory.before) / MB), report };
  } finally {
    memory.stop();
  }
}

export async function benchImport(shop) {
  const admin = await signInExisting(shop.url, shop.emulatorHost, 'admin@handtools.test', 'Admin#2026');
  const pid = apiPid(shop.pid);
  const before = await exported(shop.url, admin.token);
  const columns = Object.keys(before[0]);
  // Every new row a copy of a demo tool that has a category and a brand, under its own name and SKU.
  const template = before.find((row) => row.category && row.brand) ?? before[0];
  const run = Date.now().toString(36);
  const newRows = Array.from({ length: ROWS }, (_, index) => ({
    ...template,
    slug: '',
    sku: `BI-${run}-${index}`.toUpperCase(),
    // Tools of their own, whatever sizes the template has.
    sizeOf: '',
    option: '',
    name: `Bench import ${run} tool ${index}`,
    price: (10 + (index % 90) + 0.99).toFixed(2),
    priceBreaks: '',
    available: String(50 + (index % 50)),
  }));
  const addCsv = stringify(newRows, { header: true, columns });
  const addCheck = await timedImport(shop.url, admin.token, pid, addCsv, true);
  const add = await timedImport(shop.url, admin.token, pid, addCsv, false);

  const imported = (await exported(shop.url, admin.token)).filter((row) => row.name.startsWith(`Bench import ${run} `));
  const changed = imported.map((row) => ({ ...row, price: (Number(row.price) + 1).toFixed(2), available: String(Number(row.available) + 5) }));
  const updateCsv = stringify(changed, { header: true, columns });
  const update = await timedImport(shop.url, admin.token, pid, updateCsv, false);

  return {
    rows: ROWS,
    catalogueBefore: before.length,
    csvMB: round(Buffer.byteLength(addCsv) / MB, 2),
    imported: imported.length,
    runs: [
      { name: 'check 10,000 new tools (dry run)', ...addCheck },
      { name: 'add 10,000 new tools', ...add },
      { name: 'update the same 10,000 (price, stock)', ...update },
    ].map(({ report, ...figures }) => ({ ...figures, added: report.added, updated: report.updated })),
  };
}
