// The users module's surface: what app.ts wires and what other modules may name.
export { usersHandlers } from './users.router.js';
export { createUsersService, type UsersService } from './users.service.js';
