// The address book module's surface: what app.ts wires and what other modules may name.
export { addressesHandlers } from './addresses.router.js';
export { createAddressesRepository } from './addresses.repository.js';
export { createAddressesService, MAX_ADDRESSES, type AddressesService } from './addresses.service.js';
