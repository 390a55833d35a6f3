// The real API as an operating-system process (src/main.ts through tsx), for the tests that need
// what an in-process shop can't give: a signal, a killed process, a restart on the same database,
// a configuration refused at start-up. The child gets only the environment written here, so a
// developer's own variables (Stripe keys, ADMIN_EMAILS) never leak into it.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import supertest from 'supertest';
import { TEST_PROJECT } from '../identity.js';
import { UNTHROTTLED } from './unthrottled.js';

const backendDir = resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 60_000;
const KEPT_LINES = 2000;

export const FAULTS_ACCESS_TOKEN_SECRET = 'fault-tests-secret-that-is-at-least-32-characters';

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ShopProcessOptions {
  databaseUrl: string;
  /** Added to the test defaults; `undefined` removes a default. */
  env?: Record<string, string | undefined>;
  port?: number;
}

/** A spawned API process, whether or not it ever listens. */
export interface ShopLaunch {
  child: ChildProcess;
  /** Resolves with the port from the 'shop listening' log line; rejects if the process exits first. */
  listening: Promise<number>;
  /** Resolves once the process has exited and its output is fully read. */
  exited: Promise<ExitStatus>;
  /** stdout and stderr, line by line, in arrival order (the last lines only). */
  lines: string[];
}

export interface ShopProcess {
  pid: number;
  port: number;
  url: string;
  request: ReturnType<typeof supertest>;
  /** From spawn to the 'shop listening' line. */
  startMs: number;
  lines: string[];
  kill(signal: NodeJS.Signals): void;
  /** null while the process runs. */
  exitStatus(): ExitStatus | null;
  waitForExit(timeoutMs?: number): Promise<ExitStatus>;
  /** A new process with the same environment, database and port; this one must have exited. */
  restart(): Promise<ShopProcess>;
  /** SIGKILL if still running; for cleanup. */
  stop(): Promise<void>;
}

function shopEnv(options: ShopProcessOptions): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(options.port ?? 0),
    DATABASE_URL: options.databaseUrl,
    // Set, so that main.ts never writes a generated secret into backend/data.
    ACCESS_TOKEN_SECRET: FAULTS_ACCESS_TOKEN_SECRET,
    SEED_DEMO_DATA: 'false',
    PAYMENT_PROVIDER: 'test',
    LOG_LEVEL: 'info',
    ...UNTHROTTLED,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199',
    FIREBASE_PROJECT_ID: TEST_PROJECT,
    ...options.env,
  };
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export function launchShop(options: ShopProcessOptions): ShopLaunch {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: backendDir,
    env: shopEnv(options),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (line: string) => {
    lines.push(line);
    if (lines.length > KEPT_LINES) lines.shift();
  };
  const exited = new Promise<ExitStatus>((done) => child.once('close', (code, signal) => done({ code, signal })));
  const listening = new Promise<number>((found, fail) => {
    const timer = setTimeout(() => fail(new Error(`the shop did not start within ${START_TIMEOUT_MS} ms:\n${lines.join('\n')}`)), START_TIMEOUT_MS);
    void exited.then((status) => {
      clearTimeout(timer);
      fail(new Error(`the shop exited (${status.code ?? status.signal}) before listening:\n${lines.join('\n')}`));
    });
    createInterface({ input: child.stderr! }).on('line', keep);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      keep(line);
      if (!line.startsWith('{')) return;
      const entry = JSON.parse(line) as { msg?: string; port?: number };
      if (entry.msg === 'shop listening' && entry.port) {
        clearTimeout(timer);
        found(entry.port);
      }
    });
  });
  // A launch that is expected to be refused is never awaited for its port.
  listening.catch(() => {});
  return { child, listening, exited, lines };
}

/** SIGKILL if still running, then the exit once its output is read; for cleanup. */
export async function stopLaunch({ child, exited }: ShopLaunch): Promise<ExitStatus> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  return exited;
}

export async function startShopProcess(options: ShopProcessOptions): Promise<ShopProcess> {
  const started = performance.now();
  const launch = launchShop(options);
  const port = await launch.listening;
  const startMs = Math.round(performance.now() - started);
  const url = `http://127.0.0.1:${port}`;
  const { child, exited, lines } = launch;

  async function waitForExit(timeoutMs = 30_000): Promise<ExitStatus> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new Error(`the shop (pid ${child.pid}) did not exit within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return await Promise.race([exited, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    pid: child.pid!,
    port,
    url,
    request: supertest(url),
    startMs,
    lines,
    kill: (signal) => {
      child.kill(signal);
    },
    exitStatus: () => (child.exitCode === null && child.signalCode === null ? null : { code: child.exitCode, signal: child.signalCode }),
    waitForExit,
    async restart() {
      if (child.exitCode === null && child.signalCode === null) throw new Error('restart() needs the previous process to have exited');
      return startShopProcess({ ...options, port });
    },
    async stop() {
      await stopLaunch(launch);
    },
  };
}
