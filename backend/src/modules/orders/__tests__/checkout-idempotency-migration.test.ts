// The checkout-idempotency migration adds three columns and a unique index to orders: down drops
// them in place (no table rebuild, so every order keeps its lines), and up adds them again over
// orders placed without a key, which the index lets stand side by side. On SQLite and on
// PostgreSQL (TEST_DATABASE_URL).
import pino from 'pino';
import { UniqueConstraintError } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../db/migrate.js';
import * as checkoutIdempotency from '../../../db/migrations/20261203-0100-checkout-idempotency.js';
import { newId } from '../../../shared/ids.js';
import { useFreshDatabase } from '../../../../test/support/fresh-database.js';
import { createOrdersRepository } from '../orders.repository.js';

const fresh = useFreshDatabase();
const logger = pino({ level: 'silent' });

const qi = () => fresh.db.sequelize.getQueryInterface();
const line = { productId: null, productName: 'Old Plane', quantity: 1, unitPriceCents: 1000, totalCents: 1000, taxClass: null };
const order = (idempotency?: { scope: string; key: string; fingerprint: string }) =>
  fresh.db.write((transaction) =>
    createOrdersRepository(fresh.db).create(
      { id: newId(), userId: null, userName: 'Guest', email: 'guest@example.com', address: '1 Road', phone: '+44 113 496 0000', holdExpiresAt: null, keyHash: null, keySealed: null, shipping: null, country: null, lines: [line, { ...line, productName: 'Old Gauge' }] },
      transaction,
      idempotency,
    ),
  );
const lineCount = async (orderId: string) =>
  Number((await fresh.db.sql.select<{ lines: number | string }>('SELECT COUNT(*) AS lines FROM order_lines WHERE order_id = ?', [orderId]))[0]?.lines);

describe('the checkout-idempotency migration', () => {
  it('when it runs down and up again over orders, then they keep their lines, and keyed orders are unique per buyer again', async () => {
    await migrate(fresh.db, logger);
    const keyed = { scope: 'guest:guest@example.com', key: '5f0c2b9e-8d4a-4c1b-9e7f-3a6d2c1b0e9f', fingerprint: 'f'.repeat(64) };
    const first = await order(keyed);
    const unkeyed = [await order(), await order()];

    await checkoutIdempotency.down({ context: qi() });
    expect(Object.keys(await qi().describeTable('orders'))).not.toContain('idempotency_key');
    expect(await lineCount(first.id)).toBe(2);

    await checkoutIdempotency.up({ context: qi() });
    expect(await createOrdersRepository(fresh.db).findByIdempotencyKey(keyed.scope, keyed.key)).toBeUndefined();
    for (const { id } of [first, ...unkeyed]) expect(await lineCount(id)).toBe(2);
    await order(keyed);
    await expect(order(keyed)).rejects.toBeInstanceOf(UniqueConstraintError);
    expect((await createOrdersRepository(fresh.db).findByIdempotencyKey(keyed.scope, keyed.key))?.fingerprint).toBe(keyed.fingerprint);
  });
});
