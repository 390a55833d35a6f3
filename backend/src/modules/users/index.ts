// The users module's surface: what app.ts wires and what other modules may name.
export { usersHandlers } from './users.router.js';
export { createSessionsRepository, REQUIRE_STAFF_TWO_FACTOR } from './sessions.repository.js';
export { createUsersRepository } from './users.repository.js';
export { createUsersService, type UsersService } from './users.service.js';
export { passwordSignInFormReturns, passwordSignInHandlers } from './password-sign-in.router.js';
export { createPasswordSignInService, type PasswordSignInService } from './password-sign-in.service.js';
export { createSignInHandOversRepository } from './sign-in-hand-overs.repository.js';
