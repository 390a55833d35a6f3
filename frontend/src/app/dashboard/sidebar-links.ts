// The seed's sidebar: what a customer and each staff role see. A staff screen is shown to the
// roles that may call the operation it is for (the contract's x-roles), so the menu, the route
// guard (handle.staffOperation in router.tsx) and the server agree.
import type { OperationId } from '../../generated/operations';
import { staffMay } from '../../lib/session/staff-roles';
import type { Role } from '../../types/api';

export interface SidebarLink {
  label: string;
  to: string;
}

interface StaffLink extends SidebarLink {
  operationId: OperationId;
}

const customerLinks: SidebarLink[] = [
  { label: 'My Orders', to: '/dashboard' },
  { label: 'Add A Review', to: '/dashboard/add-review' },
];
const everyoneLinks: SidebarLink[] = [
  { label: 'My Profile', to: '/dashboard/my-profile' },
  { label: 'Your Sessions', to: '/dashboard/sessions' },
];
// The owner's dashboard opens on the shop's overview, as customers' opens on My Orders.
const staffHome: StaffLink = { label: 'Overview', to: '/dashboard', operationId: 'getOverview' };
const staffLinks: StaffLink[] = [
  { label: 'Make Admin', to: '/dashboard/make-admin', operationId: 'setUserRole' },
  { label: 'Manage Products', to: '/dashboard/manage-products', operationId: 'listAllProducts' },
  { label: 'Add A Product', to: '/dashboard/add-product', operationId: 'addProduct' },
  { label: 'Categories & Brands', to: '/dashboard/categories', operationId: 'addCategory' },
  { label: 'Import & Export', to: '/dashboard/import-products', operationId: 'importProducts' },
  { label: 'Manage All Orders', to: '/dashboard/manage-all-orders', operationId: 'listAllOrders' },
  { label: 'Audit Trail', to: '/dashboard/audit-trail', operationId: 'listAuditEntries' },
  { label: 'Shipping', to: '/dashboard/shipping', operationId: 'updateShippingSettings' },
  { label: 'Business details', to: '/dashboard/business', operationId: 'updateBusinessDetails' },
  { label: 'Tax', to: '/dashboard/tax', operationId: 'updateTaxSettings' },
  { label: 'Security', to: '/dashboard/security', operationId: 'getSecuritySettings' },
  { label: 'Two-Factor Sign-In', to: '/two-factor/setup', operationId: 'startTwoFactorEnrolment' },
];

/** The staff screens `role` may open, in the sidebar's order (the overview first). */
export const staffScreensOf = (role: Role): SidebarLink[] => [staffHome, ...staffLinks].filter((link) => staffMay(role, link.operationId));

export function sidebarLinks(role: Role): SidebarLink[] {
  if (role === 'customer') return [...customerLinks, ...everyoneLinks];
  // A role's first screen is where its dashboard opens; My Profile and Your Sessions follow it, as for the owner.
  const [first, ...rest] = staffScreensOf(role);
  return first ? [first, ...everyoneLinks, ...rest] : everyoneLinks;
}
