// An order paid just before its process is killed gets its confirmation all the same: the
// row waits in the outbox, and the next process (here, the first one with an SMTP server) sends it.
// Real processes (src/main.ts), SIGKILL, a real SMTP server (maildev).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp } from '../../../../test/identity.js';
import { signIn, signInAdmin } from '../../../../test/faults/support.js';
import { freshDatabaseUrl, type FreshDatabase } from '../../../../test/support/fresh-database.js';
import { startMailCatcher, type MailCatcher } from '../../../../test/support/mail-catcher.js';
import { addProduct, placedOrder } from '../../../../test/support/orders.js';
import { payWithTestCard } from '../../../../test/support/payments.js';
import { startShopProcess, type ShopProcess } from '../../../../test/support/shop-process.js';

let database: FreshDatabase;
let catcher: MailCatcher;
const shops: ShopProcess[] = [];

beforeAll(async () => {
  [database, catcher] = await Promise.all([freshDatabaseUrl(), startMailCatcher()]);
}, 60_000);

afterAll(async () => {
  for (const shop of shops) await shop.stop();
  await catcher?.stop();
  await database?.drop();
});

it('an order paid just before a SIGKILL gets its confirmation from the next process', async () => {
  const adminAccount = await signUp('mail-admin');
  // No SMTP server: the email can only wait.
  const first = await startShopProcess({ databaseUrl: database.url, env: { ADMIN_EMAILS: adminAccount.email } });
  shops.push(first);
  expect(first.lines.join('\n')).toContain('no SMTP server is configured');
  const [admin, customer] = await Promise.all([signInAdmin(first, adminAccount), signIn(first, 'mail-buyer')]);
  const product = await addProduct(first, admin, { available: 10, minimum: 1 });
  const order = await placedOrder(first, customer, product._id, 2);
  await payWithTestCard(first, customer, order._id);
  first.kill('SIGKILL');
  await first.waitForExit();

  const second = await startShopProcess({
    databaseUrl: database.url,
    env: { ADMIN_EMAILS: adminAccount.email, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(catcher.port) },
  });
  shops.push(second);
  await expect
    .poll(async () => (await catcher.emails()).filter((email) => new RegExp(`#${order.number}(?!\\d)`).test(email.subject)).map((email) => email.to[0]?.address), {
      timeout: 20_000,
      interval: 250,
    })
    .toEqual([customer.email]);
}, 120_000);
