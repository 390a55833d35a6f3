// A write that loses a race for what it refers to (a category removed as a tool is put in it) is
// refused as a conflict to retry, not a server error; the transaction has already rolled back.
import express from 'express';
import { Sequelize } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../error-handler.js';
import type { Logger } from '../logger.js';

const quiet = { error: () => undefined, warn: () => undefined } as unknown as Logger;
const db = new Sequelize('sqlite::memory:', { logging: false });

beforeAll(async () => {
  await db.query('PRAGMA foreign_keys = ON');
  await db.query('CREATE TABLE categories (id TEXT PRIMARY KEY)');
  await db.query('CREATE TABLE products (id TEXT PRIMARY KEY, category_id TEXT REFERENCES categories (id) ON DELETE RESTRICT)');
});
afterAll(() => db.close());

function answering(handler: express.RequestHandler) {
  const app = express();
  app.post('/change', handler);
  app.use(errorHandler(quiet));
  return request(app).post('/change');
}

describe('a write refused by a foreign key or a unique index', () => {
  it('when a tool is put in a category that is no longer there, then 409 saying to try again, with nothing of the database in it', async () => {
    const response = await answering(async (_req, res) => {
      await db.query("INSERT INTO products (id, category_id) VALUES ('p1', 'gone')");
      res.sendStatus(204);
    });
    expect(response.status).toBe(409);
    expect(response.type).toBe('application/problem+json');
    expect(response.body.detail).toBe('Something this change refers to was changed or removed at the same moment, so nothing was changed. Reload and try again.');
    expect(JSON.stringify(response.body)).not.toMatch(/FOREIGN|SQLITE|category_id/i);
  });

  it('when two tools are given one SKU at once, then the second is 409 too', async () => {
    await db.query('CREATE TABLE skus (sku TEXT UNIQUE)');
    await db.query("INSERT INTO skus (sku) VALUES ('OAK-CH-12')");
    const response = await answering(async (_req, res) => {
      await db.query("INSERT INTO skus (sku) VALUES ('OAK-CH-12')");
      res.sendStatus(204);
    });
    expect(response.status).toBe(409);
    expect(JSON.stringify(response.body)).not.toMatch(/UNIQUE|SQLITE|skus/i);
  });

  it('when a category still holding a tool is removed, then 409 too', async () => {
    await db.query("INSERT INTO categories (id) VALUES ('chisels')");
    await db.query("INSERT INTO products (id, category_id) VALUES ('p2', 'chisels')");
    const response = await answering(async (_req, res) => {
      await db.query("DELETE FROM categories WHERE id = 'chisels'");
      res.sendStatus(204);
    });
    expect(response.status).toBe(409);
  });
});
