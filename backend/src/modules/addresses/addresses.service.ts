// The address book's rules: each shopper's own (an admin is no exception: an address is as
// private as a phone number), at most MAX_ADDRESSES, exactly one default while any exist. Writes
// lock the shopper's account row (PostgreSQL), so two adds at once can't both squeeze past the cap
// or both become the default.
import type { Transaction } from 'sequelize';
import type { AddressBook, AddressInput, AddressPatch, SavedAddress } from '../../shared/api-types.js';
import { assertOwnedAccess } from '../../shared/auth/ownership.js';
import type { Database } from '../../shared/database.js';
import { newId } from '../../shared/ids.js';
import { HttpProblem } from '../../shared/problem.js';
import type { AuthenticatedUser } from '../../shared/request-context.js';
import type { AddressRecord, AddressesRepository } from './addresses.repository.js';

/** The contract's bound on a book (AddressBook.items). */
export const MAX_ADDRESSES = 20;

const MISSING = 'No saved address with that id.';

/** What the address book needs of the accounts (the users module). */
export interface AddressAccounts {
  lock(userId: string, transaction: Transaction): Promise<void>;
}

const labelOf = (label: string | undefined): string | null => label?.trim() || null;

function toDto({ id, label, address, phone, isDefault }: AddressRecord): SavedAddress {
  return { _id: id, ...(label ? { label } : {}), address, phone, isDefault };
}

export function createAddressesService(deps: { db: Database; addressesRepository: AddressesRepository; accounts: AddressAccounts }) {
  const { addressesRepository: repository, accounts } = deps;

  const writeFor = <T>(userId: string, work: (transaction: Transaction) => Promise<T>) =>
    deps.db.write(async (transaction) => {
      await accounts.lock(userId, transaction);
      return work(transaction);
    });

  /** The caller's own address, or a 404 as if there were none. */
  async function ownAddress(caller: AuthenticatedUser, id: string, transaction: Transaction): Promise<AddressRecord> {
    const found = await repository.find(id, transaction);
    assertOwnedAccess('owner only', caller, found, MISSING);
    return found;
  }

  const bookOf = async (userId: string): Promise<AddressBook> => ({ items: (await repository.listOf(userId)).map(toDto), nextCursor: null });

  return {
    listAddresses: (caller: AuthenticatedUser) => bookOf(caller.id),

    async addAddress(caller: AuthenticatedUser, input: AddressInput): Promise<SavedAddress> {
      return writeFor(caller.id, async (transaction) => {
        const held = await repository.countOf(caller.id, transaction);
        if (held >= MAX_ADDRESSES) {
          throw new HttpProblem(409, `Your address book is full (${MAX_ADDRESSES} addresses). Remove one before adding another.`, { code: 'address_book_full' });
        }
        const record: AddressRecord = {
          id: newId(),
          userId: caller.id,
          label: labelOf(input.label),
          address: input.address.trim(),
          phone: input.phone.trim(),
          isDefault: false,
        };
        await repository.insert(record, transaction);
        const isDefault = held === 0 || input.isDefault === true;
        if (isDefault) await repository.makeDefault(caller.id, record.id, transaction);
        return toDto({ ...record, isDefault });
      });
    },

    async updateAddress(caller: AuthenticatedUser, id: string, patch: AddressPatch): Promise<SavedAddress> {
      return writeFor(caller.id, async (transaction) => {
        const current = await ownAddress(caller, id, transaction);
        const changed: AddressRecord = {
          ...current,
          label: patch.label === undefined ? current.label : labelOf(patch.label),
          address: patch.address?.trim() ?? current.address,
          phone: patch.phone?.trim() ?? current.phone,
        };
        await repository.update(caller.id, id, changed, transaction);
        return toDto(changed);
      });
    },

    async deleteAddress(caller: AuthenticatedUser, id: string): Promise<void> {
      await writeFor(caller.id, async (transaction) => {
        const current = await ownAddress(caller, id, transaction);
        await repository.remove(caller.id, id, transaction);
        if (current.isDefault) await repository.promoteNewest(caller.id, transaction);
      });
    },

    async setDefaultAddress(caller: AuthenticatedUser, id: string): Promise<AddressBook> {
      await writeFor(caller.id, async (transaction) => {
        const current = await ownAddress(caller, id, transaction);
        if (!current.isDefault) await repository.makeDefault(caller.id, id, transaction);
      });
      return bookOf(caller.id);
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
