// The audit trail as the server lists it, over a fixed set of entries (the mocks record no actions).
import { staffMay } from '../../lib/session/staff-roles';
import type { OperationId } from '../../generated/operations';
import type { AuditEntry } from '../../types/api';
import { auditEntryFixtures } from '../fixtures/audit';
import { http } from './http';
import { caller, pageOf, problem } from './mock-shop';

const refused = problem(403, 'Forbidden', 'Your role doesn’t allow this.');
const mayList = (request: Request, operationId: OperationId) => staffMay(caller(request)?.role, operationId);
const day = (iso: string) => iso.slice(0, 10);

/** The entries the request's filters find, as the server would. */
function filtered(request: Request): AuditEntry[] {
  const query = new URL(request.url).searchParams;
  const [actor, kind, subject, from, to] = ['actor', 'kind', 'subject', 'from', 'to'].map((name) => query.get(name));
  return auditEntryFixtures.filter(
    (entry) =>
      (!actor || entry.actor.email === actor.toLowerCase()) &&
      (!kind || entry.kind === kind) &&
      (!subject || entry.subject.id === subject) &&
      (!from || day(entry.createdAt) >= from) &&
      (!to || day(entry.createdAt) <= to),
  );
}

/** Enough of the server's CSV for a download to be a file: the mocks don't defuse or quote. */
const auditCsv = (entries: AuditEntry[]) =>
  ['entryId,createdAt,actorEmail,kind,subjectType,subjectId', ...entries.map((e) => [e._id, e.createdAt, e.actor.email, e.kind, e.subject.type, e.subject.id].join(','))].join('\n');

export const auditHandlers = [
  http.get('/audit-entries', ({ request, response }) => {
    if (!mayList(request, 'listAuditEntries')) return response(403).json(refused);
    return response(200).json(pageOf(filtered(request), request));
  }),
  http.get('/export/audit-entries', ({ request, response }) => {
    if (!mayList(request, 'exportAuditEntries')) return response(403).json(refused);
    return response(200).text(auditCsv(filtered(request)), {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="audit-trail.csv"' },
    });
  }),
  http.get('/products/{id}/history', ({ params, request, response }) => {
    if (!mayList(request, 'listProductHistory')) return response(403).json(refused);
    return response(200).json(pageOf(auditEntryFixtures.filter((entry) => entry.subject.type === 'product' && entry.subject.id === params.id), request));
  }),
  http.get('/orders/{id}/history', ({ params, request, response }) => {
    if (!mayList(request, 'listOrderHistory')) return response(403).json(refused);
    return response(200).json(pageOf(auditEntryFixtures.filter((entry) => entry.subject.type === 'order' && entry.subject.id === params.id), request));
  }),
];
