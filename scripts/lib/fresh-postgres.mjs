// A PostgreSQL database of its own, made on the server `base` points to and dropped afterwards
// (connections still open to it are ended): for the backend's tests and the bench's process rows.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

async function run(base, sql) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** `prefix` starts the database's name (letters, digits and underscores). */
export async function freshPostgresDatabase(base, prefix) {
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await run(base, `CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
