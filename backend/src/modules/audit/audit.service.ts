// The audit trail: what every staff action left behind (shared/audit.ts says how modules record
// it), read by the owner's screen and by a tool's and an order's own history.
import type { AuditEntry, AuditEntryPage } from '../../shared/api-types.js';
import type { AuditLog, AuditValues } from '../../shared/audit.js';
import { decodeCursor, toPage } from '../../shared/cursor.js';
import type { Database } from '../../shared/database.js';
import { badRequest } from '../../shared/problem.js';
import type { AuthenticatedUser, PageParams } from '../../shared/request-context.js';
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

// Entries read per query while exporting: the memory an export holds, whatever the trail's length.
const EXPORT_PAGE = 500;

function checkedFilters(filters: AuditFilters): AuditFilters {
  if (filters.from && filters.to && filters.from > filters.to) throw badRequest('The date range ends before it starts.');
  return filters;
}

export function createAuditService(deps: { db: Database; auditRepository: AuditRepository }) {
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

    /**
     * Every entry the filters find, newest first, read a page at a time. The export is recorded
     * first, in its own transaction, so it is in the trail whether or not the download completes;
     * its filters go in `after`, not in the subject, whose column is bounded.
     */
    async *exportAuditEntries(caller: AuthenticatedUser, filters: AuditFilters): AsyncGenerator<AuditEntry> {
      const checked = checkedFilters(filters);
      const applied = Object.fromEntries(Object.entries(checked).filter(([, value]) => value !== undefined)) as AuditValues;
      const entry = { actor: caller, kind: 'audit.exported', subject: { type: 'audit', id: 'export' }, after: applied } as const;
      await deps.db.write((transaction) => auditRepository.append(entry, transaction));
      let after: string | undefined;
      for (;;) {
        // A page and the one row more that says another follows: all of them are exported.
        const rows = await auditRepository.list(checked, EXPORT_PAGE, after);
        for (const row of rows.slice(0, EXPORT_PAGE)) yield toEntryDto(row);
        const last = rows.at(EXPORT_PAGE - 1);
        if (rows.length <= EXPORT_PAGE || !last) return;
        after = last.id;
      }
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
