// A/B: this build against another checkout's (`npm run bench -- --baseline=<dir>`, the other
// checkout built with its own node_modules), in one run, on one machine: the catalogue's first page
// (and bare Express's, serving the same bytes), order placement with the stock checked afterwards,
// and the CPU each request cost the API, on SQLite and, with BENCH_DATABASE_URL or
// TEST_DATABASE_URL, on PostgreSQL. Each build is measured twice, in turns (A B A B), so a machine
// that slows down during the run weighs on both alike.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freshPostgresDatabase } from '../scripts/lib/fresh-postgres.mjs';
import { reference } from './catalogue.mjs';
import { load } from './load.mjs';
import { measureShop, UNTHROTTLED_API } from './processes.mjs';

const root = join(import.meta.dirname, '..');
const ROUNDS = 2;

async function onFreshDatabase(database, workDir, label, work) {
  const fresh =
    database.name === 'SQLite'
      ? { url: `sqlite:${join(workDir, `ab-${label}.sqlite`)}`, drop: async () => {} }
      : await freshPostgresDatabase(database.url, `handtools_ab_${label}`);
  try {
    return await work(fresh.url);
  } finally {
    await fresh.drop();
  }
}

const summary = (measured) => ({
  cataloguePerSecond: measured.catalogue.requestsPerSecond,
  catalogueP99: measured.catalogue.p99,
  catalogueCpuMs: measured.catalogue.cpuMsPerRequest,
  ordersPerSecond: measured.orders.ordersPerSecond,
  ordersCpuMs: measured.orders.cpuMsPerRequest,
  oversold: measured.orders.oversold,
  stock: `${measured.orders.stockBefore} → ${measured.orders.stockAfter}`,
});

export async function benchAb({ baseline, seconds, workDir, emulatorHost, projectId }, { postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL } = {}) {
  for (const build of [root, baseline]) {
    if (!existsSync(join(build, 'backend/dist/main.js'))) throw new Error(`${build}/backend/dist/main.js is missing: build that checkout first`);
  }
  const builds = { new: root, old: baseline };
  const databases = [{ name: 'SQLite' }, ...(postgresUrl ? [{ name: 'PostgreSQL', url: postgresUrl }] : [])];
  const rows = [];
  let firstPageBody = Buffer.alloc(0);
  for (const database of databases) {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [name, build] of Object.entries(builds)) {
        process.stdout.write(`  … ${database.name}, ${name} build, round ${round}\n`);
        const measured = await onFreshDatabase(database, workDir, `${name}_${round}`, (databaseUrl) =>
          measureShop({ databaseUrl, workers: 1, emulatorHost, projectId, env: UNTHROTTLED_API, build }, { seconds }),
        );
        rows.push({ database: database.name, build: name, round, ...summary(measured) });
        if (name === 'new') firstPageBody = measured.firstPageBody;
      }
    }
  }
  // Bare Express serving the same bytes as the new build's first page, in the same run.
  const bodyFile = join(workDir, 'ab-first-page.json');
  writeFileSync(bodyFile, firstPageBody);
  const express = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const server = await reference('express', bodyFile);
    try {
      await load({ url: server.url, connections: 50, duration: 2 }, { warmupSeconds: 0 });
      express.push((await load({ url: server.url, connections: 50, duration: seconds }, { warmupSeconds: 0 })).requestsPerSecond);
    } finally {
      server.stop();
    }
  }
  const expressPerSecond = Math.round(express.reduce((sum, value) => sum + value, 0) / express.length);
  const ratio = (value) => Math.round((value / expressPerSecond) * 100) / 100;
  return { seconds, expressPerSecond, rows: rows.map((row) => ({ ...row, catalogueToExpress: ratio(row.cataloguePerSecond) })) };
}
