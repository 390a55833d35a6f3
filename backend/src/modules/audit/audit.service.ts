// The audit trail: what every staff action left behind (shared/audit.ts says how modules record
// it), read by the owner's screen and by a tool's and an order's own history.
import type { AuditEntry, AuditEntryPage } from '../../shared/api-types.js';
import type { AuditLog } from '../../shared/audit.js';
import { decodeCursor, toPage } from '../../shared/cursor.js';
import type { PageParams } from '../../shared/request-context.js';
import type { AuditEntryRecord, AuditFilters, AuditRepository } from './audit.repository.js';

const toEntryDto = (entry: AuditEntryRecord): AuditEntry => ({
  _id: entry.id,
  createdAt: entry.createdAt.toISOString(),
  actor: { userId: entry.actorId, email: entry.actorEmail },
  kind: entry.kind,
  subject: { type: entry.subjectType, id: entry.subjectId },
  before: entry.before,
  after: entry.after,
  address: entry.address,
});

export function createAuditService(deps: { auditRepository: AuditRepository }) {
  const { auditRepository } = deps;

  /** One listing's pages: its cursor is bound to the listing, so it can't be replayed under other filters. */
  async function page(listing: string, filters: AuditFilters, params: PageParams): Promise<AuditEntryPage> {
    const after = decodeCursor(params.cursor, listing);
    const rows = await auditRepository.list(filters, params.limit, after?.id);
    return toPage(rows, params.limit, toEntryDto, (row) => ({ sort: listing, key: row.id, id: row.id }));
  }

  const log: AuditLog = { record: (entry, transaction) => auditRepository.append(entry, transaction) };

  return {
    log,
    listAuditEntries: (filters: AuditFilters, params: PageParams) => page(`audit:${JSON.stringify(filters)}`, filters, params),
    listProductHistory: (id: string, params: PageParams) => page(`audit:product:${id}`, { subjectType: 'product', subject: id }, params),
    listOrderHistory: (id: string, params: PageParams) => page(`audit:order:${id}`, { subjectType: 'order', subject: id }, params),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
