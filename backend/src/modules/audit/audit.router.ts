import type { AuditKind } from '../../shared/api-types.js';
import { queryOf, type OperationHandlers } from '../../shared/http/operation.js';
import { currentUser, pageParams, pathParam } from '../../shared/request-context.js';
import { sendAuditCsv } from './audit-csv.js';
import type { AuditFilters } from './audit.repository.js';
import type { AuditService } from './audit.service.js';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function auditFilters(query: Record<string, unknown>): AuditFilters {
  return {
    actor: text(query.actor),
    kind: text(query.kind) as AuditKind | undefined,
    subject: text(query.subject),
    from: text(query.from),
    to: text(query.to),
  };
}

export function auditHandlers(service: AuditService) {
  return {
    listAuditEntries: async (req, res) => {
      res.json(await service.listAuditEntries(auditFilters(queryOf(req)), pageParams(req)));
    },
    exportAuditEntries: async (req, res) => {
      const entries = service.exportAuditEntries(currentUser(req), auditFilters(queryOf(req)));
      // The first page is read before any header goes out, so a bad filter is still a 400 problem.
      const first = await entries.next();
      await sendAuditCsv(res, prepend(first, entries), new Date().toISOString().slice(0, 10));
    },
    listProductHistory: async (req, res) => {
      res.json(await service.listProductHistory(pathParam(req, 'id'), pageParams(req)));
    },
    listOrderHistory: async (req, res) => {
      res.json(await service.listOrderHistory(pathParam(req, 'id'), pageParams(req)));
    },
  } satisfies Partial<OperationHandlers>;
}

/** The generator again, with the item already taken from it put back in front. */
async function* prepend<T>(first: IteratorResult<T>, rest: AsyncGenerator<T>): AsyncGenerator<T> {
  if (first.done) return;
  yield first.value;
  yield* rest;
}
