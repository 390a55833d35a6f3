import type { AuditKind } from '../../shared/api-types.js';
import { queryOf, type OperationHandlers } from '../../shared/http/operation.js';
import { pageParams, pathParam } from '../../shared/request-context.js';
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
    listProductHistory: async (req, res) => {
      res.json(await service.listProductHistory(pathParam(req, 'id'), pageParams(req)));
    },
    listOrderHistory: async (req, res) => {
      res.json(await service.listOrderHistory(pathParam(req, 'id'), pageParams(req)));
    },
  } satisfies Partial<OperationHandlers>;
}
