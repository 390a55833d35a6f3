// The users module's surface: what app.ts wires and what other modules may name.
export { usersHandlers } from './users.router.js';
export { createSessionsRepository, REQUIRE_STAFF_TWO_FACTOR } from './sessions.repository.js';
export { createUsersRepository } from './users.repository.js';
export { createUsersService, type UsersService } from './users.service.js';
