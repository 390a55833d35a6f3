// Starts the shop exactly as `npm start` does (scripts/start.mjs: builds if stale, the Auth
// Emulator with the demo accounts, migrations and demo data, one Express process), but on a free
// port, with a fresh database and data folder and its own emulator ports (firebase.e2e.json), so
// a shop already running on this machine is neither used nor disturbed.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

const root = resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'handtools-e2e-'));
  const shopUrl = `http://localhost:${port}`;
  const output: string[] = [];
  const shop = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      SHOP_DATA_DIR: dataDir,
      SHOP_EMULATOR_CONFIG: join(root, 'firebase.e2e.json'),
      // Never a database from the caller's environment: the tests change what they touch.
      DATABASE_URL: `sqlite:${join(dataDir, 'shop.sqlite')}`,
      TEST_DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  shop.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  shop.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));

  const deadline = Date.now() + 280_000;
  while (!(await healthy(`${shopUrl}/api/health`)) || !output.join('').includes('is running at')) {
    if (shop.exitCode !== null || Date.now() > deadline) {
      let emulatorLog = '';
      try {
        emulatorLog = readFileSync(join(dataDir, 'auth-emulator.log'), 'utf8');
      } catch {
        // no emulator log yet
      }
      throw new Error(`The shop did not start:\n${output.join('')}\n${emulatorLog}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  project.provide('shopUrl', shopUrl);

  return async () => {
    if (shop.exitCode === null && shop.pid) {
      process.kill(shop.pid, 'SIGINT');
      await new Promise((r) => shop.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
