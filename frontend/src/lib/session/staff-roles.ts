// Which staff roles may do what is the contract's to say (each operation's `x-roles`, in the
// generated operations table): the dashboard's screens and the mocks read it from there, never
// from a list of their own.
import { operations, type OperationId } from '../../generated/operations';
import type { Role } from '../../types/api';

export const isStaff = (role: Role | undefined): boolean => role !== undefined && role !== 'customer';

/** Whether `role` may call the staff operation `operationId`, or act on anyone's through another. */
export const staffMay = (role: Role | undefined, operationId: OperationId): boolean =>
  role !== undefined && (operations[operationId].roles as readonly string[]).includes(role);

/** Every role, as the users screen offers and names them. */
export const ROLE_NAMES: Record<Role, string> = {
  customer: 'Customer',
  owner: 'Owner',
  catalogue: 'Catalogue',
  fulfilment: 'Fulfilment',
  support: 'Support',
};
