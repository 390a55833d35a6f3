// Two settings that are fine in development would be holes in production: the Auth Emulator host
// (the Admin SDK then accepts unsigned ID tokens) and the test payment provider (any card "pays").
// The real process must refuse to start with either: exit code 1, a message that names the
// problem, and never a listening socket or a touched database. Nothing here depends on the
// database, so the "backend (postgres)" project leaves it to the SQLite one.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { launchShop, stopLaunch } from '../support/shop-process.js';

const dir = mkdtempSync(join(tmpdir(), 'shop-refusal-'));

/** Everything production asks for, so that each test changes exactly one thing. */
const production = {
  NODE_ENV: 'production',
  FIREBASE_AUTH_EMULATOR_HOST: undefined,
  PAYMENT_PROVIDER: undefined,
  STRIPE_SECRET_KEY: 'sk_test_not_a_real_key',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_not_a_real_key',
  STRIPE_WEBHOOK_SECRET: 'whsec_not_a_real_secret',
};

/** What each refusal changes in the production settings, and the message that must say why. */
const refusals: Array<[when: string, refusal: { file: string; env: Record<string, string | undefined>; message: string }]> = [
  [
    'FIREBASE_AUTH_EMULATOR_HOST is set',
    { file: 'emulator.sqlite', env: { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' }, message: 'FIREBASE_AUTH_EMULATOR_HOST must not be set in production' },
  ],
  [
    'no Stripe keys are set (the test payment provider would run)',
    {
      file: 'test-payments.sqlite',
      env: { STRIPE_SECRET_KEY: undefined, STRIPE_PUBLISHABLE_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined },
      message: 'No payment provider is configured',
    },
  ],
  [
    'the test payment provider is asked for',
    { file: 'asked-test-payments.sqlite', env: { PAYMENT_PROVIDER: 'test' }, message: 'The test payment provider refuses to run in production' },
  ],
  [
    'NODE_ENV is not set and neither Stripe keys nor the test provider are (a server started bare)',
    {
      file: 'bare.sqlite',
      env: { NODE_ENV: undefined, STRIPE_SECRET_KEY: undefined, STRIPE_PUBLISHABLE_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined },
      message: 'No payment provider is configured',
    },
  ],
];

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DATABASE_URL)('start-up in production', () => {
  it.each(refusals)(
    'when %s, then the process exits 1 with a message saying why, without listening or opening the database',
    async (_when, { file, env, message }) => {
      const databaseFile = join(dir, file);
      const launch = launchShop({ databaseUrl: `sqlite:${databaseFile}`, env: { ...production, ...env } });
      const listened = await launch.listening.then(
        () => true,
        () => false,
      );
      // A process that wrongly started would otherwise outlive the test.
      const exit = await stopLaunch(launch);
      expect(exit).toEqual({ code: 1, signal: null });
      expect(listened).toBe(false);
      expect(launch.lines.join('\n')).toContain(message);
      expect(existsSync(databaseFile)).toBe(false);
    },
    60_000,
  );

  it('when production is configured fully (the control for the refusals above), then the same configuration starts and stops cleanly', async () => {
    const started = performance.now();
    const launch = launchShop({ databaseUrl: `sqlite:${join(dir, 'control.sqlite')}`, env: production });
    try {
      const port = await launch.listening;
      const startMs = Math.round(performance.now() - started);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      launch.child.kill('SIGTERM');
      expect(await launch.exited).toEqual({ code: 0, signal: null });
      console.info(`[faults] startup-refusal: both production refusals exit 1 before listening; the valid production configuration listens in ${startMs} ms and exits 0 on SIGTERM`);
    } finally {
      await stopLaunch(launch);
    }
  }, 60_000);
});

describe.skipIf(process.env.TEST_DATABASE_URL)('start-up with the Auth Emulator', () => {
  it('when HOST is not set, then the shop listens on 127.0.0.1 only and has seeded nothing', async () => {
    const launch = launchShop({ databaseUrl: `sqlite:${join(dir, 'emulator-host.sqlite')}`, env: { HOST: undefined, SEED_DEMO_DATA: undefined } });
    try {
      const port = await launch.listening;
      const listening = launch.lines.find((line) => line.includes('shop listening')) ?? '';
      expect(JSON.parse(listening)).toMatchObject({ host: '127.0.0.1', port });
      const products = (await (await fetch(`http://127.0.0.1:${port}/api/products`)).json()) as { items: unknown[] };
      expect(products.items).toEqual([]);
    } finally {
      await stopLaunch(launch);
    }
  }, 60_000);
});
