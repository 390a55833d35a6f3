// 6. Processes: the catalogue's first page and order placement with the API as 1 and as 2 processes
// (WEB_CONCURRENCY), on SQLite and on PostgreSQL, beside the Express and node:http references in
// the same run, with the CPU each request cost the API's processes (the primary and its workers;
// the database server's own CPU is not in it). Each shop is the built API (backend/dist/main.js)
// on a database of its own, seeded with the demo catalogue, its customers from the run's Auth
// Emulator. PostgreSQL rows need BENCH_DATABASE_URL (or TEST_DATABASE_URL): a server where
// databases may be created; without one they are left out, saying so.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freshPostgresDatabase } from '../scripts/lib/fresh-postgres.mjs';
import { freePort } from '../scripts/lib/run-shop.mjs';
import { reference } from './catalogue.mjs';
import { load } from './load.mjs';
import { benchOrders } from './orders.mjs';

const root = join(import.meta.dirname, '..');
const CONNECTIONS = 50;
// Linux's USER_HZ: /proc reports CPU time in these ticks.
const TICKS_PER_SECOND = 100;
const WARMUP_SECONDS = 2;

/** CPU seconds spent so far by `pid` and every process under it. */
function cpuSecondsOfTree(pid) {
  const stats = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command may hold spaces and parentheses: the fields start after its last ')'.
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ').pop().split(' ');
      stats.set(Number(entry), {
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // exited meanwhile
    }
  }
  let ticks = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const current = pending.pop();
    ticks += stats.get(current)?.ticks ?? 0;
    for (const [child, stat] of stats) if (stat.ppid === current) pending.push(child);
  }
  return ticks / TICKS_PER_SECOND;
}

/** `work`'s result with the CPU milliseconds per request the tree under `pid` spent on it. */
async function withCpu(pid, work, requestsOf) {
  const before = cpuSecondsOfTree(pid);
  const result = await work();
  const cpuSeconds = cpuSecondsOfTree(pid) - before;
  const requests = requestsOf(result);
  return {
    ...result,
    cpuMsPerRequest: requests > 0 ? Math.round((cpuSeconds * 1000 * 100) / requests) / 100 : null,
  };
}

async function healthy(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function startApi({ databaseUrl, workers, emulatorHost, projectId, env, build = root }) {
  const port = await freePort();
  const started = performance.now();
  // BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=<dir>' profiles each API the bench starts (Node refuses --cpu-prof in NODE_OPTIONS).
  const child = spawn(process.execPath, [...(process.env.BENCH_API_NODE_ARGS?.split(' ') ?? []), join(build, 'backend/dist/main.js')], {
    cwd: build,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      // As scripts/start.mjs runs it.
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: String(workers),
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      FIREBASE_PROJECT_ID: projectId,
      ACCESS_TOKEN_SECRET: 'bench-processes-secret-that-is-at-least-32-characters',
      PAYMENT_PROVIDER: 'test',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  while (!(await healthy(`${url}/api/health`))) {
    if (child.exitCode !== null || performance.now() - started > 180_000) throw new Error(`the API (${workers} processes) did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // The first worker answers; its siblings, forked with it, are a moment behind (their 'listening'
  // is logged at info, which the bench turns off so as not to measure logging).
  if (workers > 1) await new Promise((resolve) => setTimeout(resolve, Math.max(3000, (performance.now() - started) / 2)));
  return {
    url,
    pid: child.pid,
    emulatorHost,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** The catalogue's first page and order placement against one API, with the CPU each request cost it. */
export async function measureShop(options, { seconds }) {
  const shop = await startApi(options);
  try {
    const firstPage = `${shop.url}/api/products?limit=12`;
    const firstPageBody = Buffer.from(await (await fetch(firstPage)).arrayBuffer());
    await load({ url: firstPage, connections: CONNECTIONS, duration: WARMUP_SECONDS }, { warmupSeconds: 0 });
    const catalogue = await withCpu(
      shop.pid,
      () => load({ url: firstPage, connections: CONNECTIONS, duration: seconds }, { warmupSeconds: 0 }),
      (result) => result.total,
    );
    const orders = await benchOrders(shop, {
      seconds,
      measure: (work) => withCpu(shop.pid, work, (result) => result.requests.total),
    });
    return { catalogue, orders, firstPageBody };
  } finally {
    await shop.stop();
  }
}

/** Rate and unpaid limits far above what the bench does: its load all comes from one address. */
export const UNTHROTTLED_API = {
  RATE_LIMIT_API_PER_MINUTE: '10000000',
  RATE_LIMIT_ORDERS_PER_MINUTE: '10000000',
  RATE_LIMIT_PER_MINUTE: '100000',
  MAX_UNPAID_ORDERS: '100000',
  MAX_UNPAID_UNITS: '100000000',
};

export async function benchProcesses(
  { seconds, workDir, emulatorHost, projectId },
  { postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL } = {},
) {
  if (!existsSync(join(root, 'backend/dist/main.js'))) throw new Error('backend/dist/main.js is missing: npm run build first');
  const unthrottled = UNTHROTTLED_API;
  const rows = [];
  const databases = [{ name: 'SQLite' }, ...(postgresUrl ? [{ name: 'PostgreSQL' }] : [])];
  if (!postgresUrl) console.log('  (PostgreSQL rows left out: set BENCH_DATABASE_URL)');
  for (const database of databases) {
    for (const workers of [1, 2]) {
      process.stdout.write(`  … ${database.name}, ${workers} process${workers > 1 ? 'es' : ''}\n`);
      const fresh =
        database.name === 'SQLite'
          ? {
              url: `sqlite:${join(workDir, `processes-${workers}.sqlite`)}`,
              drop: async () => {},
            }
          : await freshPostgresDatabase(postgresUrl, `handtools_bench_${workers}`);
      try {
        const measured = await measureShop(
          {
            databaseUrl: fresh.url,
            workers,
            emulatorHost,
            projectId,
            env: unthrottled,
          },
          { seconds },
        );
        rows.push({ database: database.name, processes: workers, catalogue: measured.catalogue, orders: measured.orders });
      } finally {
        await fresh.drop();
      }
    }
  }

  // The same bytes as the shop's first page, from the references, in the same run.
  const bodyFile = join(workDir, 'processes-first-page.json');
  const sample = await startApi({
    databaseUrl: `sqlite:${join(workDir, 'processes-sample.sqlite')}`,
    workers: 1,
    emulatorHost,
    projectId,
    env: unthrottled,
  });
  try {
    writeFileSync(bodyFile, Buffer.from(await (await fetch(`${sample.url}/api/products?limit=12`)).arrayBuffer()));
  } finally {
    await sample.stop();
  }
  const references = {};
  for (const kind of ['express', 'node']) {
    const server = await reference(kind, bodyFile);
    try {
      await load({ url: server.url, connections: CONNECTIONS, duration: WARMUP_SECONDS }, { warmupSeconds: 0 });
      references[kind === 'node' ? 'nodeHttp' : 'express'] = await withCpu(
        server.pid,
        () => load({ url: server.url, connections: CONNECTIONS, duration: seconds }, { warmupSeconds: 0 }),
        (result) => result.total,
      );
    } finally {
      server.stop();
    }
  }

  const row = (name, workers) => rows.find((r) => r.database === name && r.processes === workers);
  const ratio = (a, b) => (a && b ? Math.round((a / b) * 100) / 100 : null);
  return {
    connections: CONNECTIONS,
    seconds,
    rows,
    references,
    ordersTwoToOne: Object.fromEntries(databases.map(({ name }) => [name, ratio(row(name, 2)?.orders.ordersPerSecond, row(name, 1)?.orders.ordersPerSecond)])),
    catalogueTwoToOne: Object.fromEntries(
      databases.map(({ name }) => [name, ratio(row(name, 2)?.catalogue.requestsPerSecond, row(name, 1)?.catalogue.requestsPerSecond)]),
    ),
  };
}
