// The audit trail as the server lists it, over a fixed set of entries (the mocks record no actions).
import { staffMay } from '../../lib/session/staff-roles';
import type { OperationId } from '../../generated/operations';
import { auditEntryFixtures } from '../fixtures/audit';
import { http } from './http';
import { caller, pageOf, problem } from './mock-shop';

const refused = problem(403, 'Forbidden', 'Your role doesn’t allow this.');
const mayList = (request: Request, operationId: OperationId) => staffMay(caller(request)?.role, operationId);
const day = (iso: string) => iso.slice(0, 10);

export const auditHandlers = [
  http.get('/audit-entries', ({ request, response }) => {
    if (!mayList(request, 'listAuditEntries')) return response(403).json(refused);
    const query = new URL(request.url).searchParams;
    const [actor, kind, subject, from, to] = ['actor', 'kind', 'subject', 'from', 'to'].map((name) => query.get(name));
    const found = auditEntryFixtures.filter(
      (entry) =>
        (!actor || entry.actor.email === actor.toLowerCase()) &&
        (!kind || entry.kind === kind) &&
        (!subject || entry.subject.id === subject) &&
        (!from || day(entry.createdAt) >= from) &&
        (!to || day(entry.createdAt) <= to),
    );
    return response(200).json(pageOf(found, request));
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
