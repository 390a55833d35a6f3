// The contact module's surface: what app.ts wires and what other modules may name.
export { contactFormReturns, contactHandlers } from './contact.router.js';
export { createContactRepository } from './contact.repository.js';
export { createContactService, type ContactService } from './contact.service.js';
