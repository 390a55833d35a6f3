// Starts the shop exactly as `npm start` does (builds if stale, the Auth Emulator with the demo
// accounts, migrations and demo data, one Express process), but on a free port, with a fresh
// database and data folder and its own emulator ports (EMULATOR_PORTS.e2e in
// scripts/lib/emulator-config.mjs), so a shop already running on this machine is neither used nor
// disturbed.
import type { TestProject } from 'vitest/node';
import { EMULATOR_PORTS } from '../../scripts/lib/emulator-config.mjs';
import { startShop, unthrottled } from '../../scripts/lib/run-shop.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string;
    /** The shop's mail catcher (maildev): what it sent is at `${mailUrl}/api/email`. */
    mailUrl: string;
  }
}

/**
 * Signs the demo customer in once straight at the Auth Emulator: its first sign-in after a cold
 * start can outlast a browser's, and whichever test file ran first would fail on it.
 */
async function warmUpSignIn(shopUrl: string): Promise<void> {
  const config = (await (await fetch(`${shopUrl}/api/config`)).json()) as { firebase: { apiKey: string; emulatorHost: string | null } };
  const { apiKey, emulatorHost } = config.firebase;
  if (!emulatorHost) return;
  const response = await fetch(`${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${apiKey}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'customer@handtools.test', password: 'Customer#2026', returnSecureToken: true }),
  });
  if (response.status !== 200) throw new Error(`The Auth Emulator refused the demo customer's sign-in: ${response.status}`);
}

export default async function setup(project: TestProject) {
  // The browsers all share this machine's address; the unpaid-order limits stay as shipped.
  const shop = await startShop({ emulatorPorts: EMULATOR_PORTS.e2e, label: 'e2e', env: unthrottled() });
  await warmUpSignIn(shop.url);
  project.provide('shopUrl', shop.url);
  project.provide('mailUrl', shop.mailUrl);
  return () => shop.stop();
}
