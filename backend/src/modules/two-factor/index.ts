// The two-factor module's surface: what app.ts wires.
export { twoFactorHandlers } from './two-factor.router.js';
export { createTwoFactorRepository } from './two-factor.repository.js';
export { createTwoFactorService, type TwoFactorService } from './two-factor.service.js';
