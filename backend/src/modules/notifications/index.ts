// The notifications module's surface: the outbox the orders module writes to (wired in app.ts) and
// the dispatcher main.ts starts.
export { createDispatcher, startEmailDispatcher, type Dispatcher, type DispatcherOptions } from './dispatcher.js';
export { renderOrderEmail, renderPasswordResetEmail } from './emails/render.js';
export { createSmtpMailer, type Mailer, type SmtpSettings } from './mailer.js';
export { ORDER_EMAIL_KINDS, type OrderEmailDetails, type OrderEmailKind } from './order-email.js';
export { createAccountEmails, createOrderEmails, type AccountEmails, type OrderEmails } from './outbox.js';
export { createOutboxRepository, type OutboxRepository } from './outbox.repository.js';
