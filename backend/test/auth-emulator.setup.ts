// Vitest global setup: one Firebase Auth Emulator for the whole run, on the tests' own ports
// (EMULATOR_PORTS.test in scripts/lib/emulator-config.mjs) so a running `npm start` (port 9099) is
// never disturbed. One already running there (another run's, or a developer's) is reused.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { authEmulatorHost, EMULATOR_PORTS, writeEmulatorConfig } from '../../scripts/lib/emulator-config.mjs';
import { TEST_PROJECT } from './identity.js';

const repoDir = resolve(import.meta.dirname, '../..');
export const EMULATOR_HOST = authEmulatorHost(EMULATOR_PORTS.test);

async function isReady(): Promise<boolean> {
  try {
    const response = await fetch(`http://${EMULATOR_HOST}/`);
    return response.ok;
  } catch {
    return false;
  }
}

export default async function setup(): Promise<() => Promise<void>> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR_HOST;
  if (await isReady()) return async () => {};
  // The config and the CLI's debug log live in a folder of their own, removed afterwards.
  const workDir = mkdtempSync(join(tmpdir(), 'handtools-test-emulator-'));
  const emulator: ChildProcess = spawn(
    resolve(repoDir, 'node_modules/.bin/firebase'),
    ['emulators:start', '--only', 'auth', '--project', TEST_PROJECT, '--config', writeEmulatorConfig(workDir, EMULATOR_PORTS.test)],
    { cwd: workDir, stdio: 'ignore', detached: true, env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' } },
  );
  const deadline = Date.now() + 90_000;
  while (!(await isReady())) {
    if (emulator.exitCode !== null) throw new Error('The Firebase Auth Emulator exited during start-up');
    if (Date.now() > deadline) throw new Error('The Firebase Auth Emulator did not start within 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return async () => {
    if (emulator.pid) process.kill(-emulator.pid, 'SIGTERM');
    await new Promise((r) => emulator.once('exit', r));
    rmSync(workDir, { recursive: true, force: true });
  };
}
