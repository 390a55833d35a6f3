// The system module's surface (health and runtime configuration): what app.ts wires.
export { systemHandlers } from './system.router.js';
