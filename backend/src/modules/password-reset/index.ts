// The password reset module's surface: what app.ts wires.
export { passwordResetHandlers } from './password-reset.router.js';
export { createPasswordResetService, type PasswordResetService } from './password-reset.service.js';
