// The seed's sidebar: what a customer and an admin each see.
export interface SidebarLink {
  label: string;
  to: string;
}

const customerLinks: SidebarLink[] = [
  { label: 'My Orders', to: '/dashboard' },
  { label: 'Add A Review', to: '/dashboard/add-review' },
];
const everyoneLinks: SidebarLink[] = [{ label: 'My Profile', to: '/dashboard/my-profile' }];
// Admins' dashboard opens on the shop's overview, as customers' opens on My Orders.
const adminHome: SidebarLink = { label: 'Overview', to: '/dashboard' };
const adminLinks: SidebarLink[] = [
  { label: 'Make Admin', to: '/dashboard/make-admin' },
  { label: 'Manage Products', to: '/dashboard/manage-products' },
  { label: 'Add A Product', to: '/dashboard/add-product' },
  { label: 'Manage All Orders', to: '/dashboard/manage-all-orders' },
];

export const sidebarLinks = (isAdmin: boolean): SidebarLink[] =>
  isAdmin ? [adminHome, ...everyoneLinks, ...adminLinks] : [...customerLinks, ...everyoneLinks];
