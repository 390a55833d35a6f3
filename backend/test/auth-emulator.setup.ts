// Vitest global setup: one Firebase Auth Emulator for the whole run, on the test ports of
// firebase.test.json so a running `npm start` (port 9099) is never disturbed.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { TEST_PROJECT } from './identity.js';

const repoDir = resolve(import.meta.dirname, '../..');
export const EMULATOR_HOST = '127.0.0.1:9199';

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
  const emulator: ChildProcess = spawn(
    resolve(repoDir, 'node_modules/.bin/firebase'),
    ['emulators:start', '--only', 'auth', '--project', TEST_PROJECT, '--config', 'firebase.test.json'],
    { cwd: repoDir, stdio: 'ignore', detached: true },
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
  };
}
