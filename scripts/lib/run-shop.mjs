// A second shop beside a developer's, started exactly as `npm start` starts it (scripts/start.mjs)
// but on a free port with its own data folder, SQLite file and emulator ports (the emulator's
// config is written into that folder). The end-to-end tests, `npm run bench` and the soak measure
// and drive this one.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { authEmulatorHost, writeEmulatorConfig } from './emulator-config.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Rate limits far above what the bench, the soak and the end-to-end tests do: all of their traffic
 * comes from this machine's one address and a few accounts, and a throttled run measures or tests
 * nothing. `npm start` keeps the real defaults. `unpaid: true` lifts the unpaid-order limits too,
 * for the runs whose customers keep many orders open at once.
 */
export function unthrottled({ unpaid = false } = {}) {
  const limits = {
    RATE_LIMIT_API_PER_MINUTE: '10000000',
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_ORDERS_PER_MINUTE: '10000000',
    RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '10000000',
    RATE_LIMIT_PAYMENT_CONFIRMATIONS_PER_MINUTE: '10000000',
    RATE_LIMIT_REVIEWS_PER_MINUTE: '100000',
    RATE_LIMIT_PASSWORD_RESETS_PER_EMAIL_PER_HOUR: '100000',
  };
  return unpaid ? { ...limits, MAX_UNPAID_ORDERS: '100000', MAX_UNPAID_UNITS: '100000000' } : limits;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function healthy(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the shop; resolves once it answers and has printed its banner.
 * @param {{ emulatorPorts: { auth: number, hub: number, logging: number }, label: string, env?: Record<string, string> }} options
 * @returns {Promise<{ url: string, mailUrl: string, dataDir: string, emulatorHost: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startShop({ emulatorPorts, label, env = {} }) {
  const port = await freePort();
  // Its own mail catcher too, so its emails neither land in a developer's inbox nor clash on ports.
  const [mailSmtpPort, mailWebPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), `handtools-${label}-`));
  const url = `http://localhost:${port}`;
  const output = [];
  const shop = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      SHOP_DATA_DIR: dataDir,
      SHOP_EMULATOR_CONFIG: writeEmulatorConfig(dataDir, emulatorPorts),
      SHOP_MAIL_SMTP_PORT: String(mailSmtpPort),
      SHOP_MAIL_WEB_PORT: String(mailWebPort),
      // Never a mail server from the caller's environment either: test orders mail only the catcher.
      SMTP_URL: '',
      SMTP_HOST: '',
      // Never a database from the caller's environment: what runs here changes what it touches.
      DATABASE_URL: `sqlite:${join(dataDir, 'shop.sqlite')}`,
      TEST_DATABASE_URL: '',
      // Nothing here looks at Storybook; building it would only slow the start.
      SHOP_STORYBOOK: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  shop.stdout.on('data', (chunk) => output.push(chunk.toString()));
  shop.stderr.on('data', (chunk) => output.push(chunk.toString()));

  const deadline = Date.now() + 280_000;
  while (!(await healthy(`${url}/api/health`)) || !output.join('').includes('is running at')) {
    if (shop.exitCode !== null || Date.now() > deadline) {
      let emulatorLog = '';
      try {
        emulatorLog = readFileSync(join(dataDir, 'auth-emulator.log'), 'utf8');
      } catch {
        // no emulator log yet
      }
      throw new Error(`The shop did not start:\n${output.join('')}\n${emulatorLog}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  return {
    url,
    /** The shop's mail catcher (maildev): its web inbox, and its REST API at `/api/email`. */
    mailUrl: `http://localhost:${mailWebPort}`,
    dataDir,
    emulatorHost: authEmulatorHost(emulatorPorts),
    pid: shop.pid,
    async stop() {
      if (shop.exitCode === null && shop.pid) {
        process.kill(shop.pid, 'SIGINT');
        await new Promise((resolve) => shop.once('exit', resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
