import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminFixture, customerFixture, otherCustomerFixture, signedInAs } from '../../../testing/fixtures/users';
import { http } from '../../../testing/mocks/http';
import { scenario } from '../../../testing/mocks/scenarios';
import { mockShop, problem } from '../../../testing/mocks/mock-shop';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderWithProviders } from '../../../testing/test-utils';
import { MakeAdmin } from '../components/make-admin';

const renderMakeAdmin = () =>
  renderWithProviders(<MakeAdmin />, { route: '/dashboard/make-admin', path: '/dashboard/make-admin', preloadedState: signedInAs(adminFixture) });

const rowOf = async (email: string) => (await screen.findByRole('rowheader', { name: email })).closest('tr') as HTMLElement;
const roleOf = (email: string) => mockShop.users.find((user) => user.email === email)?.role;

describe('Make Admin', () => {
  it('when the users load, then each shows email, name and role, and only non-admins offer Make Admin', async () => {
    const { container } = renderMakeAdmin();
    expect(screen.getByRole('heading', { level: 2, name: 'Make Admin' })).toBeInTheDocument();
    const customer = within(await rowOf(customerFixture.email));
    expect(customer.getByText('Customer Demo')).toBeInTheDocument();
    expect(customer.getByText('Customer')).toBeInTheDocument();
    expect(customer.getByRole('button', { name: `Make Admin: ${customerFixture.email}` })).toBeInTheDocument();
    const admin = within(await rowOf(adminFixture.email));
    expect(admin.getByText('Admin')).toBeInTheDocument();
    expect(admin.queryByRole('button', { name: /^Make Admin/ })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when the signed-in admin looks at their own row, then removing themself is not offered and a hint says why', async () => {
    renderMakeAdmin();
    const own = within(await rowOf(adminFixture.email));
    expect(own.queryByRole('button')).not.toBeInTheDocument();
    expect(own.getByText('That’s you. Another admin can remove your role.')).toBeInTheDocument();
  });

  it('when Make Admin is answered No, then the role stays', async () => {
    const user = userEvent.setup();
    renderMakeAdmin();
    await user.click(within(await rowOf(customerFixture.email)).getByRole('button', { name: `Make Admin: ${customerFixture.email}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Make this user an admin?' })).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(roleOf(customerFixture.email)).toBe('customer');
    expect(within(await rowOf(customerFixture.email)).getByRole('button', { name: `Make Admin: ${customerFixture.email}` })).toBeInTheDocument();
  });

  it('when Make Admin is answered Yes, then the user becomes an admin, the row says so and a message confirms it', async () => {
    const user = userEvent.setup();
    renderMakeAdmin();
    await user.click(within(await rowOf(customerFixture.email)).getByRole('button', { name: `Make Admin: ${customerFixture.email}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(`${customerFixture.email} is now an admin.`)).toBeInTheDocument();
    expect(roleOf(customerFixture.email)).toBe('admin');
    const row = within(await rowOf(customerFixture.email));
    expect(await row.findByRole('button', { name: `Remove Admin: ${customerFixture.email}` })).toBeInTheDocument();
    expect(row.getByText('Admin')).toBeInTheDocument();
  });

  it('when another admin is removed with Yes, then they become a customer again', async () => {
    mockShop.users.find((u) => u.email === otherCustomerFixture.email)!.role = 'admin';
    const user = userEvent.setup();
    renderMakeAdmin();
    await user.click(within(await rowOf(otherCustomerFixture.email)).getByRole('button', { name: `Remove Admin: ${otherCustomerFixture.email}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove this admin?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(`${otherCustomerFixture.email} is no longer an admin.`)).toBeInTheDocument();
    expect(roleOf(otherCustomerFixture.email)).toBe('customer');
    expect(await within(await rowOf(otherCustomerFixture.email)).findByRole('button', { name: `Make Admin: ${otherCustomerFixture.email}` })).toBeInTheDocument();
  });

  it.each(['The last admin can’t be removed.', 'You can’t remove your own admin role.'])(
    'when the server refuses a removal with “%s”, then the dialog shows it and the role stays',
    async (detail) => {
      mockShop.users.find((u) => u.email === otherCustomerFixture.email)!.role = 'admin';
      server.use(http.delete('/user/admin/{email}', ({ response }) => response(409).json(problem(409, 'Conflict', detail))));
      const user = userEvent.setup();
      renderMakeAdmin();
      await user.click(within(await rowOf(otherCustomerFixture.email)).getByRole('button', { name: `Remove Admin: ${otherCustomerFixture.email}` }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
      expect(roleOf(otherCustomerFixture.email)).toBe('admin');
    },
  );

  it('when there are more users than a page, then Load more users fetches the rest', async () => {
    for (let n = 0; n < 22; n += 1) {
      mockShop.users.push({ _id: `0193a7d2-5c1e-7b3a-9f00-0000000d${String(n).padStart(4, '0')}`, email: `maker${n}@handtools.test`, name: `Maker ${n}`, role: 'customer' });
    }
    const user = userEvent.setup();
    renderMakeAdmin();
    await screen.findByRole('rowheader', { name: customerFixture.email });
    expect(screen.getAllByRole('row')).toHaveLength(21);
    await user.click(screen.getByRole('button', { name: 'Load more users' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(26));
    expect(screen.queryByRole('button', { name: 'Load more users' })).not.toBeInTheDocument();
  });

  it('while loading, then skeletons hold the place; when loading fails, then Retry recovers', async () => {
    server.use(scenario('listUsers', 'serverError'));
    const user = userEvent.setup();
    const { container } = renderMakeAdmin();
    expect(screen.getByLabelText('Loading users')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: customerFixture.email })).toBeInTheDocument();
  });
});
