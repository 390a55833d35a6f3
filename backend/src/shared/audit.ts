// What every module that changes something on a staff member's word records: the audit log is the
// audit module's, passed into each service by createServices (app.ts), and written with the
// change's own transaction, so an action and its entry commit or fail together.
import type { Transaction } from 'sequelize';
import type { AuditKind } from './api-types.js';
import type { AuthenticatedUser } from './request-context.js';

/** A field's value as it was, or became: what the contract's AuditValues holds. */
export type AuditValue = string | number | boolean | null;
export type AuditValues = Record<string, AuditValue>;

/**
 * What an entry is about: a tool or order by id, a user by email, an uploaded photo by URL, `export` for an export of orders, of the catalogue or of the trail, or the shop's settings by their group; an export's filters go in its `after`, which is
 * unbounded text, never in the id, whose column holds 500 characters.
 */
export type AuditSubject = { type: 'product' | 'order' | 'user' | 'image' | 'orders' | 'products' | 'audit' | 'settings' | 'category' | 'brand'; id: string };

export interface AuditRecord {
  actor: Pick<AuthenticatedUser, 'id' | 'email' | 'clientAddress'>;
  kind: AuditKind;
  subject: AuditSubject;
  before?: AuditValues | null;
  after?: AuditValues | null;
}

export interface AuditLog {
  record(entry: AuditRecord, transaction: Transaction): Promise<void>;
}

/** The fields `after` changes of `before`, each side with its own values: what an update's entry holds. */
export function changedFields(before: AuditValues, after: Record<string, AuditValue | undefined>): { before: AuditValues; after: AuditValues } {
  const changed = Object.keys(after).filter((field) => after[field] !== undefined && after[field] !== before[field]);
  return {
    before: Object.fromEntries(changed.map((field) => [field, before[field] ?? null])),
    after: Object.fromEntries(changed.map((field) => [field, after[field] ?? null])),
  };
}
