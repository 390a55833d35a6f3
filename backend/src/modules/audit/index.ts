// The audit module's surface: what app.ts wires.
export { auditHandlers } from './audit.router.js';
export { createAuditRepository } from './audit.repository.js';
export { createAuditService, type AuditService } from './audit.service.js';
