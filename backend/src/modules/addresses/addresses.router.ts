import type { AddressInput, AddressPatch } from '../../shared/api-types.js';
import type { OperationHandlers } from '../../shared/http/operation.js';
import { currentUser, pathParam } from '../../shared/request-context.js';
import type { AddressesService } from './addresses.service.js';

export function addressesHandlers(service: AddressesService) {
  return {
    listAddresses: async (req, res) => {
      res.json(await service.listAddresses(currentUser(req)));
    },
    addAddress: async (req, res) => {
      res.status(201).json(await service.addAddress(currentUser(req), req.body as AddressInput));
    },
    updateAddress: async (req, res) => {
      res.json(await service.updateAddress(currentUser(req), pathParam(req, 'id'), req.body as AddressPatch));
    },
    deleteAddress: async (req, res) => {
      await service.deleteAddress(currentUser(req), pathParam(req, 'id'));
      res.status(204).end();
    },
    setDefaultAddress: async (req, res) => {
      res.json(await service.setDefaultAddress(currentUser(req), pathParam(req, 'id')));
    },
  } satisfies Partial<OperationHandlers>;
}
