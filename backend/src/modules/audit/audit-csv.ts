// The audit trail's export: one CSV row per entry, written as the rows arrive, so an export of
// any size holds one page of entries at a time (the service reads them in pages and the stream's
// backpressure paces the reads). Entries hold text staff typed (tool names, addresses), so every
// cell is defused the way the orders export's are.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import type { AuditEntry } from '../../shared/api-types.js';
import { defused } from '../../shared/csv-cells.js';

const COLUMNS = ['entryId', 'createdAt', 'actorEmail', 'actorId', 'kind', 'subjectType', 'subjectId', 'before', 'after', 'address'] as const;

type Row = Record<(typeof COLUMNS)[number], string | null>;

const json = (values: AuditEntry['before']) => (values === null ? null : JSON.stringify(values));

const rowOf = (entry: AuditEntry): Row => ({
  entryId: entry._id,
  createdAt: entry.createdAt,
  actorEmail: entry.actor.email,
  actorId: entry.actor.userId,
  kind: entry.kind,
  subjectType: entry.subject.type,
  subjectId: entry.subject.id,
  before: json(entry.before),
  after: json(entry.after),
  address: entry.address,
});

async function* rowsOf(entries: AsyncIterable<AuditEntry>): AsyncGenerator<Row> {
  for await (const entry of entries) yield rowOf(entry);
}

/** Streams `entries` to `res` as a CSV download; a failure after the first byte cuts the download short. */
export async function sendAuditCsv(res: Response, entries: AsyncIterable<AuditEntry>, day: string): Promise<void> {
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="audit-trail-${day}.csv"`,
    'Cache-Control': 'no-store',
  });
  const csv = stringify({ header: true, columns: [...COLUMNS], bom: true, cast: { string: defused } });
  await pipeline(Readable.from(rowsOf(entries)), csv, res);
}
