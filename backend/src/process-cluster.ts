// WEB_CONCURRENCY above 1: this process (the primary) only forks the API processes (workers), which
// share its port through Node's cluster, replaces a worker that dies, and stops them all on a
// signal. It serves nothing and holds no database connection: everything a request needs lives
// in the workers, and what they share lives in the database and Redis.
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from './shared/logger.js';

// A worker stops within its server's grace (10 s), the email send it lets finish (5 s) and the
// database's close (5 s); after this it is killed.
const WORKER_STOP_TIMEOUT_MS = 30_000;
const FIRST_RESTART_DELAY_MS = 250;
const MAX_RESTART_DELAY_MS = 10_000;
const DEATHS_WINDOW_MS = 60_000;

export interface ClusterOptions {
  workers: number;
  logger: Logger;
  /** Logged with 'shop listening' once every worker listens. */
  describe: Record<string, unknown>;
}

const running = (): Worker[] => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);

export function runCluster({ workers, logger, describe }: ClusterOptions): void {
  const listening = new Set<number>();
  let ready = false;
  let stopping = false;
  let exitCode = 0;
  let deaths: number[] = [];

  const stop = (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    logger.info({ reason, workers: running().length }, 'stopping the workers');
    // Each worker drains its own connections and closes its own database on SIGTERM.
    for (const worker of running()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of running()) worker.process.kill('SIGKILL');
    }, WORKER_STOP_TIMEOUT_MS).unref();
    if (running().length === 0) process.exit(exitCode);
  };

  cluster.on('listening', (worker, address) => {
    listening.add(worker.id);
    if (ready || listening.size < workers) return;
    ready = true;
    logger.info({ ...describe, port: address.port, workers }, 'shop listening');
  });

  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id);
    const workerPid = worker.process.pid;
    if (stopping) {
      if (running().length === 0) process.exit(exitCode);
      return;
    }
    // A worker that can't start (its database out of reach) would fail the same way again: the
    // start failed, and the orchestrator hears so rather than watch a loop.
    if (!ready) {
      logger.error({ workerPid, code, signal }, 'a worker exited before the shop was listening');
      stop('a worker failed to start', 1);
      return;
    }
    // Deaths close together (a database that went away) space the restarts out.
    const now = Date.now();
    deaths = [...deaths.filter((at) => now - at < DEATHS_WINDOW_MS), now];
    const delayMs = Math.min(FIRST_RESTART_DELAY_MS * 2 ** (deaths.length - 1), MAX_RESTART_DELAY_MS);
    logger.warn({ workerPid, code, signal, restartInMs: delayMs }, 'a worker died: starting another');
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, delayMs);
  });

  cluster.on('online', (worker) => logger.debug({ workerPid: worker.process.pid }, 'worker started'));
  process.on('SIGTERM', () => stop('SIGTERM', 0));
  process.on('SIGINT', () => stop('SIGINT', 0));
  for (let i = 0; i < workers; i += 1) cluster.fork();
}
