import type { Transaction } from 'sequelize';
import type { AuditKind } from '../../shared/api-types.js';
import type { AuditRecord, AuditValues } from '../../shared/audit.js';
import type { Database, SqlValue } from '../../shared/database.js';
import { newId } from '../../shared/ids.js';

export interface AuditEntryRecord {
  id: string;
  createdAt: Date;
  actorId: string | null;
  actorEmail: string;
  kind: AuditKind;
  subjectType: AuditRecord['subject']['type'];
  subjectId: string;
  before: AuditValues | null;
  after: AuditValues | null;
  address: string | null;
}

export interface AuditFilters {
  actor?: string;
  kind?: AuditKind;
  /** A tool's or order's id, or a user's email. */
  subject?: string;
  subjectType?: AuditRecord['subject']['type'];
  /** Inclusive UTC days. */
  from?: string;
  to?: string;
}

type AuditRow = Omit<AuditEntryRecord, 'createdAt' | 'before' | 'after'> & { createdAt: Date | string; before: string | null; after: string | null };

const COLUMNS = `id, created_at AS "createdAt", actor_id AS "actorId", actor_email AS "actorEmail", kind,
  subject_type AS "subjectType", subject_id AS "subjectId", before, after, address`;
const DAY_MS = 24 * 60 * 60 * 1000;

const toRecord = (row: AuditRow): AuditEntryRecord => ({
  ...row,
  createdAt: row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt),
  before: row.before === null ? null : (JSON.parse(row.before) as AuditValues),
  after: row.after === null ? null : (JSON.parse(row.after) as AuditValues),
});

function conditionsOf(filters: AuditFilters, afterId: string | undefined): { where: string; values: SqlValue[] } {
  const terms: Array<[string, SqlValue]> = [];
  if (filters.actor) terms.push(['LOWER(actor_email) = ?', filters.actor.trim().toLowerCase()]);
  if (filters.kind) terms.push(['kind = ?', filters.kind]);
  if (filters.subjectType) terms.push(['subject_type = ?', filters.subjectType]);
  if (filters.subject) terms.push(['subject_id = ?', filters.subject.trim()]);
  if (filters.from) terms.push(['created_at >= ?', new Date(`${filters.from}T00:00:00.000Z`)]);
  if (filters.to) terms.push(['created_at < ?', new Date(new Date(`${filters.to}T00:00:00.000Z`).getTime() + DAY_MS)]);
  if (afterId) terms.push(['id < ?', afterId]);
  return { where: terms.length ? ` WHERE ${terms.map(([sql]) => sql).join(' AND ')}` : '', values: terms.map(([, value]) => value) };
}

// Append and read: there is deliberately no update or delete here (the tables' triggers refuse them too).
export function createAuditRepository(db: Database) {
  const { sql } = db;
  return {
    async append(entry: AuditRecord, transaction: Transaction): Promise<void> {
      await sql.execute(
        `INSERT INTO audit_entries (id, created_at, actor_id, actor_email, kind, subject_type, subject_id, before, after, address)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          newId(),
          new Date(),
          entry.actor.id,
          entry.actor.email,
          entry.kind,
          entry.subject.type,
          entry.subject.id,
          entry.before ? JSON.stringify(entry.before) : null,
          entry.after ? JSON.stringify(entry.after) : null,
          entry.actor.clientAddress,
        ],
        transaction,
      );
    },

    /** Newest first (ids are time-ordered), `limit + 1` rows so the caller knows whether more follow. */
    async list(filters: AuditFilters, limit: number, afterId?: string): Promise<AuditEntryRecord[]> {
      const { where, values } = conditionsOf(filters, afterId);
      const rows = await sql.select<AuditRow>(`SELECT ${COLUMNS} FROM audit_entries${where} ORDER BY id DESC LIMIT ?`, [...values, limit + 1]);
      return rows.map(toRecord);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
