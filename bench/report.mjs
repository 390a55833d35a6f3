// The bench's figures as a table, each beside its target, saying by how much a target is missed.
const row = (what, value, target, met) => `  ${what.padEnd(46)} ${String(value).padStart(14)}   ${target.padEnd(16)} ${met === undefined ? '' : met ? 'met' : 'MISSED'}`;

const catalogue = (c) => [
  '',
  `1. Catalogue reads (${c.connections} connections, ${c.seconds} s each, ${c.responseBytes} bytes)`,
  `  ${'server'.padEnd(46)} ${'req/s'.padStart(14)}   p50 / p99 ms`,
  ...[
    ['shop, first page', c.shopFirstPage],
    ['shop, cursor page', c.shopCursorPage],
    ['shop, first page with If-None-Match (304)', c.shopFirstPageRevalidated],
    ['bare Express 5, same bytes', c.express],
    ['node:http, same bytes', c.nodeHttp],
  ].map(([name, x]) => `  ${name.padEnd(46)} ${String(x.requestsPerSecond).padStart(14)}   ${x.p50} / ${x.p99}${x.non2xx || x.errors ? `   (${x.non2xx} non-2xx, ${x.errors} errors)` : ''}`),
  row('shop / Express', c.ratioShopToExpress, '≥ 0.9', c.ratioShopToExpress >= 0.9),
  row('shop / node:http', c.ratioShopToNodeHttp, '—'),
  row('shop first page p99 (ms)', c.shopFirstPage.p99, '< 30', c.shopFirstPage.p99 < 30),
];

const orders = (o) => [
  '',
  `2. Order placement (${o.customers} customers, ${o.connections} connections, ${o.seconds} s, SQLite)`,
  row('orders placed per second', o.ordersPerSecond, '≥ 500', o.ordersPerSecond >= 500),
  row('p99 of order and cancel requests (ms)', o.p99, '—'),
  row('placed / cancelled / refused / other', `${o.placed}/${o.cancelled}/${o.refused}/${o.other}`, '—'),
  row('stock before → after (all cancelled)', `${o.stockBefore} → ${o.stockAfter}`, 'equal', o.stockBefore === o.stockAfter),
  row('products oversold', o.oversold, '0', o.oversold === 0),
];

const scale = (s) => [
  '',
  `3. Scale (${s.products} products; demo catalogue in brackets), median of 30 sequential requests, each after a commit so none comes from the cache`,
  row('first page (ms)', `${s.large.firstPageMs} (${s.demo.firstPageMs})`, '—'),
  row('first page, from the cache (ms)', `${s.large.cachedFirstPageMs} (${s.demo.cachedFirstPageMs})`, '—'),
  row(`page ${s.depth} deep by cursor (ms)`, `${s.large.deepPageMs} (${s.demo.deepPageMs})`, '≤ 1.5 × first', s.deepPageToFirstPage <= 1.5),
  row('search "hammer" (ms)', `${s.large.searchMs} (${s.demo.searchMs})`, '≤ 1.5 × first', s.searchToFirstPage <= 1.5),
row('chisels, in stock, under $50 (ms)', `${s.large.filteredMs} (${s.demo.filteredMs})`, '≤ 2 × first', s.filteredToFirstPage <= 2),
  row('their filters’ counts (ms)', `${s.large.facetsMs} (${s.demo.facetsMs})`, '—'),
  row('search "oak", in 1 product of 5 (ms)', `${s.large.searchCommonWordMs} (${s.demo.searchCommonWordMs})`, '—'),
  row('search "hamer", read as "hammer" (ms)', `${s.large.misspelledSearchMs} (${s.demo.misspelledSearchMs})`, '—'),
  row('the same after a name changed (words read again, ms)', `${s.large.misspelledAfterRenameMs} (${s.demo.misspelledAfterRenameMs})`, '—'),
row('bench rows in the search index / bench rows', `${s.searchIndex.indexed} / ${s.searchIndex.rows}`, 'equal', s.searchIndex.indexed === s.searchIndex.rows),
  '  query plans:',
  ...Object.entries(s.queryPlans).map(([name, plan]) => `    ${name}: ${plan.join('; ')}`),
];

const browser = (b) => [
  '',
  '4. Browser (Lighthouse, median of runs; -applied: the same throttling applied, not simulated; first-load bytes from the build)',
  ...Object.entries(b.lighthouse).map(
    ([name, x]) =>
      `  ${name.padEnd(20)} perf ${x.performance} a11y ${x.accessibility} bp ${x.bestPractices} seo ${x.seo} · LCP ${x.lcpMs} ms · TBT ${x.tbtMs} ms · CLS ${x.cls}${/mobile$/.test(name) ? (x.performance >= 98 && x.accessibility === 100 && x.bestPractices === 100 && x.seo === 100 && x.lcpMs <= 1800 && x.cls <= 0.02 && x.tbtMs <= 100 ? '   met' : x.performance >= 90 && x.lcpMs <= 2500 && x.tbtMs <= 200 ? '   MISSED (above the CWV floor)' : '   MISSED (below the CWV floor)') : ''}`,
  ),
  row('home: JS before interactive, gzipped (KB)', b.firstLoad.home.jsKB, '≤ 110', b.firstLoad.home.jsKB <= 110),
  row('tool page: JS before interactive, gzipped (KB)', b.firstLoad.product.jsKB, '—'),
  row('home first load, gzipped CSS (KB)', b.firstLoad.home.cssKB, '—'),
  row('purchase first load, gzipped JS (KB)', b.firstLoad.purchase.jsKB, '—'),
  // Results written before the cart and checkout rows have none.
  ...(b.firstLoad.cart ? [row('cart first load, gzipped JS (KB)', b.firstLoad.cart.jsKB, '—')] : []),
  ...(b.firstLoad.checkout ? [row('checkout first load, gzipped JS (KB)', b.firstLoad.checkout.jsKB, '—')] : []),
];

const pages = (p) => [
  '',
  `5. Server-rendered / (${p.connections} connections, ${p.seconds} s; ${p.cached.homeBytes} bytes before compression)`,
  `  ${'what'.padEnd(46)} ${'req/s'.padStart(14)}   p50 / p99 ms · TTFB ms (median of 30)`,
  ...[
    ['rendered /, from the page cache', p.cached.home, p.cached.homeTtfbMs],
    ['rendered /, rendered afresh each time', p.uncached.home, p.uncached.homeTtfbMs],
    ['API first page (limit=6), same run', p.api.load, p.api.ttfbMs],
  ].map(([name, x, ttfb]) => `  ${name.padEnd(46)} ${String(x.requestsPerSecond).padStart(14)}   ${x.p50} / ${x.p99} · ${ttfb}${x.non2xx || x.errors ? `   (${x.non2xx} non-2xx, ${x.errors} errors)` : ''}`),
  row('cached / ÷ API first page (req/s)', p.ratioCachedHomeToApi, '≥ 0.5', p.ratioCachedHomeToApi >= 0.5),
];

const processes = (p) => [
  '',
  `6. Processes (WEB_CONCURRENCY; catalogue first page at ${p.connections} connections, orders as in 2., ${p.seconds} s each; CPU: the API's processes, ms per request)`,
  `  ${'server'.padEnd(46)} ${'req/s'.padStart(14)}   p99 ms · CPU ms/req`,
  ...p.rows.flatMap((x) => [
    `  ${`shop, ${x.database}, ${x.processes} process${x.processes > 1 ? 'es' : ''}: first page`.padEnd(46)} ${String(x.catalogue.requestsPerSecond).padStart(14)}   ${x.catalogue.p99} · ${x.catalogue.cpuMsPerRequest}`,
    `  ${`shop, ${x.database}, ${x.processes} process${x.processes > 1 ? 'es' : ''}: orders placed/s`.padEnd(46)} ${String(x.orders.ordersPerSecond).padStart(14)}   ${x.orders.p99} · ${x.orders.cpuMsPerRequest}   (oversold ${x.orders.oversold}, stock ${x.orders.stockBefore} → ${x.orders.stockAfter})`,
  ]),
  ...[
    ['bare Express 5, same bytes', p.references.express],
    ['node:http, same bytes', p.references.nodeHttp],
  ].map(([name, x]) => `  ${name.padEnd(46)} ${String(x.requestsPerSecond).padStart(14)}   ${x.p99} · ${x.cpuMsPerRequest}`),
  ...Object.entries(p.catalogueTwoToOne).map(([database, ratio]) => row(`first page, 2 ÷ 1 processes, ${database}`, ratio, '—')),
  ...Object.entries(p.ordersTwoToOne).map(([database, ratio]) =>
    row(`orders, 2 ÷ 1 processes, ${database}`, ratio, database === 'PostgreSQL' ? '≥ 1.6' : '—', database === 'PostgreSQL' ? ratio >= 1.6 : undefined),
  ),
];

const round = (value) => Math.round(value * 10) / 10;

const exportRow = (e) => [
  '',
  `7. CSV export of ${e.csvRows} orders as the admin (${e.orders} in the shop, seeded in ${e.seedSeconds} s; ${e.csvMB} MB of CSV)`,
  row('whole export (s)', e.seconds, '—'),
  row('first byte (ms)', e.firstByteMs, '—'),
  row('rows per second', e.rowsPerSecond, '—'),
  row('API RSS before → peak (MB)', `${e.rssBeforeMB} → ${e.peakRssMB}`, '—'),
  row('API RSS growth while streaming (MB)', e.peakGrowthMB, '—'),
  row(`the last 10 days (${e.tenth.csvRows} orders): s · RSS growth (MB)`, `${e.tenth.seconds} · ${e.tenth.peakGrowthMB}`, '—'),
  // Orders held in memory would make this 10; garbage V8 has not yet collected also grows it (docs/performance.md).
  row('RSS growth, all ÷ a tenth of the orders', round(e.peakGrowthMB / e.tenth.peakGrowthMB), '—'),
];

const importRow = (i) => [
  '',
  `8. CSV import of ${i.rows} rows as the admin (${i.csvMB} MB; ${i.catalogueBefore} tools in the shop before; ${i.imported} found in the export after)`,
  '  run                                          s    rows/s  API RSS before (MB)  growth (MB)  added  updated',
  ...i.runs.map(
    (x) => `  ${x.name.padEnd(40)} ${String(x.seconds).padStart(6)} ${String(x.rowsPerSecond).padStart(8)}  ${String(x.rssBeforeMB).padStart(19)}  ${String(x.peakGrowthMB).padStart(11)}  ${String(x.added).padStart(5)}  ${String(x.updated).padStart(7)}`,
  ),
];

const ab = (a) => [
  '',
  `A/B: this build (new) against --baseline (old), one API process each, ${a.seconds} s a turn, two turns each in alternation; bare Express serves the first page's bytes in each round (${a.expressPerSecond}/s on average)`,
  '  database    build round  first page/s (÷ the round\'s Express)  p99   CPU ms   orders/s  CPU ms  oversold  stock',
  ...a.rows.map(
    (x) =>
      `  ${x.database.padEnd(11)} ${x.build.padEnd(5)} ${String(x.round).padStart(5)}  ${String(x.cataloguePerSecond).padStart(12)} (${x.catalogueToExpress})  ${String(x.catalogueP99).padStart(5)}  ${String(x.catalogueCpuMs).padStart(6)}  ${String(x.ordersPerSecond).padStart(9)}  ${String(x.ordersCpuMs).padStart(6)}  ${String(x.oversold).padStart(8)}  ${x.stock}`,
  ),
];

export function report(r) {
  return [
    `Hand-tool shop bench · ${r.startedAt} · ${r.machine.cpus} × ${r.machine.cpuModel} · Node ${r.machine.node}`,
    `load average ${r.machine.loadAverageAtStart.join(' ')} at start, ${r.machine.loadAverageAtEnd.join(' ')} at end · ${r.durationSeconds} s`,
    ...(r.ab ? ab(r.ab) : []),
    ...(r.catalogue ? catalogue(r.catalogue) : []),
    ...(r.orders ? orders(r.orders) : []),
    ...(r.scale ? scale(r.scale) : []),
    ...(r.pages ? pages(r.pages) : []),
    ...(r.browser ? browser(r.browser) : []),
    ...(r.processes ? processes(r.processes) : []),
    ...(r.export ? exportRow(r.export) : []),
    ...(r.import ? importRow(r.import) : []),
  ].join('\n');
}
