// The profiles module's surface: what app.ts wires and what other modules may name.
export { profilesHandlers } from './profiles.router.js';
export { createProfilesRepository } from './profiles.repository.js';
export { createProfilesService, type ProfilesService } from './profiles.service.js';
