// A/B: this build against another checkout's (`npm run bench -- --baseline=<dir>`, the other
// checkout built with its own node_modules), in one run, on one machine: the catalogue's first page
// (and bare Express's, serving the same bytes, in each round), order placement with the stock
// checked afterwards, and the CPU each request cost the API, on SQLite and, with BENCH_DATABASE_URL
// or TEST_DATABASE_URL, on PostgreSQL. Each build is measured in turns (A B, B A, …;
// BENCH_AB_ROUNDS rounds, 2 by default), so a machine that slows down during the run weighs on
// both alike.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freshPostgresDatabase } from '../scripts/lib/fresh-postgres.mjs';
import { reference } from './catalogue.mjs';
import { load } from './load.mjs';
import { measureShop, UNTHROTTLED_API } from './processes.mjs';

const root = join(import.meta.dirname, '..');
const ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 2);

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
  const databases = [{ name: 'SQLite' }, ...(postgresUrl ? [{ name: 'PostgreSQL', url: postgresUrl }] : [])].filter(
    // BENCH_AB_DATABASES=PostgreSQL (or SQLite) measures only that one.
    ({ name }) => !process.env.BENCH_AB_DATABASES || process.env.BENCH_AB_DATABASES.split(',').includes(name),
  );
  const rows = [];
  const express = [];
  for (const database of databases) {
    for (let round = 1; round <= ROUNDS; round++) {
      const turn = [];
      // A B, then B A: whichever runs first in a round (on a colder database and machine) alternates.
      const order = round % 2 === 1 ? Object.entries(builds) : Object.entries(builds).reverse();
      for (const [name, build] of order) {
        process.stdout.write(`  … ${database.name}, ${name} build, round ${round}\n`);
        const measured = await onFreshDatabase(database, workDir, `${name}_${round}`, (databaseUrl) =>
          measureShop({ databaseUrl, workers: 1, emulatorHost, projectId, env: UNTHROTTLED_API, build }, { seconds }),
        );
        turn.push({ database: database.name, build: name, round, firstPageBody: measured.firstPageBody, ...summary(measured) });
      }
      // Bare Express serving the new build's first page, in the same round: the machine's speed
      // moves within a run, so each round's ratios are to that round's Express.
      const expressPerSecond = await bareExpress(workDir, turn.find((row) => row.build === 'new').firstPageBody, seconds);
      express.push(expressPerSecond);
      for (const row of turn) {
        delete row.firstPageBody;
        rows.push({ ...row, expressPerSecond, catalogueToExpress: Math.round((row.cataloguePerSecond / expressPerSecond) * 100) / 100 });
      }
    }
  }
  return { seconds, expressPerSecond: Math.round(express.reduce((sum, value) => sum + value, 0) / express.length), rows };
}

async function bareExpress(workDir, body, seconds) {
  const bodyFile = join(workDir, 'ab-first-page.json');
  writeFileSync(bodyFile, body);
  const server = await reference('express', bodyFile);
  try {
    await load({ url: server.url, connections: 50, duration: 2 }, { warmupSeconds: 0 });
    return (await load({ url: server.url, connections: 50, duration: seconds }, { warmupSeconds: 0 })).requestsPerSecond;
  } finally {
    server.stop();
  }
}
