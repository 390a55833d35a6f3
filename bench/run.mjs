// `npm run bench`: the shop as `npm start` runs it, measured. Ratios come from one run on one
// machine, side by side; every figure is printed and written to bench-results.json. Nothing here
// passes or fails: docs/performance.md says where the shop stands against its targets.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMULATOR_PORTS } from '../scripts/lib/emulator-config.mjs';
import { startShop, unthrottled } from '../scripts/lib/run-shop.mjs';
import { benchAb } from './ab.mjs';
import { benchBrowser } from './browser.mjs';
import { benchCatalogue } from './catalogue.mjs';
import { benchExport } from './export.mjs';
import { benchImport } from './import.mjs';
import { benchOrders } from './orders.mjs';
import { benchPages } from './pages.mjs';
import { benchProcesses } from './processes.mjs';
import { benchScale } from './scale.mjs';
import { report } from './report.mjs';

const root = join(import.meta.dirname, '..');
const quick = process.argv.includes('--quick');
// `--only catalogue,orders` runs just those sections (scale and import run last: they grow the catalogue).
const onlyArg = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const only = onlyArg ? new Set(onlyArg.split(',')) : undefined;
const seconds = quick ? 3 : 10;
// `--baseline=<dir>`: another checkout, built, to measure against this one (bench/ab.mjs).
const baseline = process.argv.find((arg) => arg.startsWith('--baseline='))?.slice('--baseline='.length);

const results = {
  startedAt: new Date().toISOString(),
  machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, node: process.version, loadAverageAtStart: loadavg().map((value) => Math.round(value * 100) / 100) },
};
const started = performance.now();
// Rate and unpaid limits are per client and per customer; the bench's load all comes from here.
const shop = await startShop({ emulatorPorts: EMULATOR_PORTS.bench, label: 'bench', env: unthrottled({ unpaid: true }) });
const workDir = mkdtempSync(join(tmpdir(), 'handtools-bench-'));
try {
  const step = async (name, work) => {
    if (only && !only.has(name)) return;
    process.stdout.write(`… ${name}\n`);
    results[name] = await work();
  };
  if (baseline) await step('ab', () => benchAb({ baseline, seconds, workDir, emulatorHost: shop.emulatorHost, projectId: 'demo-handtools' }));
  await step('catalogue', () => benchCatalogue(shop, { seconds, workDir }));
  await step('orders', () => benchOrders(shop, { seconds }));
  await step('pages', () => benchPages(shop, { seconds }));
  await step('browser', () => benchBrowser(shop, { runs: quick ? 1 : 3, distDir: join(root, 'frontend/dist') }));
  await step('processes', () => benchProcesses({ seconds, workDir, emulatorHost: shop.emulatorHost, projectId: 'demo-handtools' }));
  // Adds 100,000 orders, after the benches that read or place orders.
  await step('export', () => benchExport(shop));
  // Last: it grows the bench shop's catalogue to 100,000 products.
  await step('scale', () => benchScale(shop));
  // After scale: 10,000 tools imported into the 100,000 (or, run alone, into the demo's dozen).
  await step('import', () => benchImport(shop));
} finally {
  await shop.stop();
  rmSync(workDir, { recursive: true, force: true });
}
results.machine.loadAverageAtEnd = loadavg().map((value) => Math.round(value * 100) / 100);
results.durationSeconds = Math.round((performance.now() - started) / 1000);

writeFileSync(join(root, 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(report(results));
console.log('\nWritten to bench-results.json');
