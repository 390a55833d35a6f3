import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminFixture, customerFixture, otherCustomerFixture, signedInAs } from '../../../testing/fixtures/users';
import { http } from '../../../testing/mocks/http';
import { scenario } from '../../../testing/mocks/scenarios';
import { mockShop, problem } from '../../../testing/mocks/mock-shop';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, onAPhone, renderWithProviders } from '../../../testing/test-utils';
import { MakeAdmin } from '../components/make-admin';

const renderMakeAdmin = () =>
  renderWithProviders(<MakeAdmin />, { route: '/dashboard/make-admin', path: '/dashboard/make-admin', preloadedState: signedInAs(adminFixture) });

const rowOf = async (email: string) => (await screen.findByRole('rowheader', { name: email })).closest('tr') as HTMLElement;
const roleOf = (email: string) => mockShop.users.find((user) => user.email === email)?.role;
const disabledOf = (email: string) => mockShop.users.find((user) => user.email === email)?.disabled;
const disableCustomer = () => {
  mockShop.users.find((u) => u.email === customerFixture.email)!.disabled = true;
};

describe('Make Admin: the users and their roles', () => {
  const picker = (email: string) => screen.getByRole('combobox', { name: `Role: ${email}` });

  it('when the users load, then each shows email, name and role, with a role picker on everyone but the owner themself', async () => {
    const { container } = renderMakeAdmin();
    expect(screen.getByRole('heading', { level: 2, name: 'Make Admin' })).toBeInTheDocument();
    const customer = within(await rowOf(customerFixture.email));
    expect(customer.getByText('Customer Demo')).toBeInTheDocument();
    expect(customer.getByRole('combobox', { name: `Role: ${customerFixture.email}` })).toHaveValue('customer');
    const admin = within(await rowOf(adminFixture.email));
    expect(admin.getByText('Owner')).toBeInTheDocument();
    expect(admin.queryByRole('combobox')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when the signed-in owner looks at their own row, then changing their own role is not offered and a hint says why', async () => {
    renderMakeAdmin();
    const own = within(await rowOf(adminFixture.email));
    expect(own.queryByRole('button')).not.toBeInTheDocument();
    expect(own.getByText('That’s you. Another owner can change your role.')).toBeInTheDocument();
  });

  it('when a role is chosen and answered No, then the role stays and the picker shows it again', async () => {
    const user = userEvent.setup();
    renderMakeAdmin();
    await rowOf(customerFixture.email);
    await user.selectOptions(picker(customerFixture.email), 'Fulfilment');
    const dialog = await screen.findByRole('dialog', { name: 'Give this user the Fulfilment role?' });
    expect(dialog).toHaveTextContent(`${customerFixture.email} will see orders, ship them and export them, and nothing else.`);
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(roleOf(customerFixture.email)).toBe('customer');
    expect(picker(customerFixture.email)).toHaveValue('customer');
  });

  it.each([
    ['Owner', 'owner', 'is now an owner.'],
    ['Catalogue', 'catalogue', 'is now in Catalogue.'],
    ['Support', 'support', 'is now in Support.'],
  ] as const)('when %s is chosen and answered Yes, then the user gets the role, the row says so and a message confirms it', async (name, role, done) => {
    const user = userEvent.setup();
    renderMakeAdmin();
    await rowOf(customerFixture.email);
    await user.selectOptions(picker(customerFixture.email), name);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(`${customerFixture.email} ${done}`)).toBeInTheDocument();
    expect(roleOf(customerFixture.email)).toBe(role);
    await waitFor(() => expect(picker(customerFixture.email)).toHaveValue(role));
  });

  it('when another owner is made a customer with Yes, then they lose the staff role', async () => {
    mockShop.users.find((u) => u.email === otherCustomerFixture.email)!.role = 'owner';
    const user = userEvent.setup();
    renderMakeAdmin();
    await rowOf(otherCustomerFixture.email);
    await user.selectOptions(picker(otherCustomerFixture.email), 'Customer');
    await user.click(within(await screen.findByRole('dialog', { name: 'Make this user a customer?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(`${otherCustomerFixture.email} is now a customer.`)).toBeInTheDocument();
    expect(roleOf(otherCustomerFixture.email)).toBe('customer');
  });

  it.each(['The last owner can’t be demoted.', 'You can’t change your own role.'])(
    'when the server refuses a role change with “%s”, then the dialog shows it and the role stays',
    async (detail) => {
      mockShop.users.find((u) => u.email === otherCustomerFixture.email)!.role = 'owner';
      server.use(http.put('/users/{email}/role', ({ response }) => response(409).json(problem(409, 'Conflict', detail))));
      const user = userEvent.setup();
      renderMakeAdmin();
      await rowOf(otherCustomerFixture.email);
      await user.selectOptions(picker(otherCustomerFixture.email), 'Customer');
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
      expect(roleOf(otherCustomerFixture.email)).toBe('owner');
    },
  );

  it('when there are more users than a page, then Load more users fetches the rest', async () => {
    for (let n = 0; n < 22; n += 1) {
      mockShop.users.push({ _id: `0193a7d2-5c1e-7b3a-9f00-0000000d${String(n).padStart(4, '0')}`, email: `maker${n}@handtools.test`, name: `Maker ${n}`, role: 'customer', disabled: false });
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
    // Retry went with the error: focus goes to the screen's heading, not the page.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Make Admin' })).toHaveFocus());
  });
});

describe('Disable and Enable', () => {
  it('when the users load, then each row shows whether the user is active, and only customers offer Disable', async () => {
    disableCustomer();
    const { container } = renderMakeAdmin();
    const disabled = within(await rowOf(customerFixture.email));
    expect(disabled.getByText('Disabled')).toBeInTheDocument();
    expect(disabled.getByRole('button', { name: `Enable: ${customerFixture.email}` })).toBeInTheDocument();
    // The server refuses to give a disabled user a staff role; the row says what to do instead.
    expect(disabled.queryByRole('combobox')).not.toBeInTheDocument();
    expect(disabled.getByText('Enable this user to give them a staff role.')).toBeInTheDocument();
    const active = within(await rowOf(otherCustomerFixture.email));
    expect(active.getByText('Active')).toBeInTheDocument();
    expect(active.getByRole('button', { name: `Disable: ${otherCustomerFixture.email}` })).toBeInTheDocument();
    const own = within(await rowOf(adminFixture.email));
    expect(own.queryByRole('button', { name: /^Disable/ })).not.toBeInTheDocument();
    expect(own.getByText('Owners can’t be disabled.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when Disable is answered No, then the user stays active', async () => {
    const user = userEvent.setup();
    renderMakeAdmin();
    await user.click(within(await rowOf(customerFixture.email)).getByRole('button', { name: `Disable: ${customerFixture.email}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Disable this user?' })).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(disabledOf(customerFixture.email)).toBe(false);
  });

  it('when Disable is answered Yes, then the user is disabled, the row says so and offers Enable, and a message confirms it', async () => {
    const user = userEvent.setup();
    renderMakeAdmin();
    await user.click(within(await rowOf(customerFixture.email)).getByRole('button', { name: `Disable: ${customerFixture.email}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable this user?' });
    expect(dialog).toHaveTextContent(`${customerFixture.email} will be signed out at once`);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(`${customerFixture.email} is disabled and signed out.`)).toBeInTheDocument();
    expect(disabledOf(customerFixture.email)).toBe(true);
    const row = within(await rowOf(customerFixture.email));
    expect(await row.findByRole('button', { name: `Enable: ${customerFixture.email}` })).toBeInTheDocument();
    expect(row.getByText('Disabled')).toBeInTheDocument();
  });

  it('when Enable is answered Yes, then the user is active again', async () => {
    disableCustomer();
    const user = userEvent.setup();
    renderMakeAdmin();
    await user.click(within(await rowOf(customerFixture.email)).getByRole('button', { name: `Enable: ${customerFixture.email}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Enable this user?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(`${customerFixture.email} can sign in again.`)).toBeInTheDocument();
    expect(disabledOf(customerFixture.email)).toBe(false);
    expect(await within(await rowOf(customerFixture.email)).findByRole('button', { name: `Disable: ${customerFixture.email}` })).toBeInTheDocument();
  });

  it('when the server refuses to disable, then the dialog shows why, and Yes again retries', async () => {
    server.use(scenario('disableUser', 'serverError'));
    const user = userEvent.setup();
    renderMakeAdmin();
    await user.click(within(await rowOf(customerFixture.email)).getByRole('button', { name: `Disable: ${customerFixture.email}` }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(disabledOf(customerFixture.email)).toBe(false);
    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(`${customerFixture.email} is disabled and signed out.`)).toBeInTheDocument();
    expect(disabledOf(customerFixture.email)).toBe(true);
  });

  it('when the server refuses with a conflict, then its reason shows in the dialog', async () => {
    const detail = 'An owner can’t be disabled. Remove their owner role first.';
    server.use(http.put('/user/disabled/{email}', ({ response }) => response(409).json(problem(409, 'Conflict', detail))));
    const user = userEvent.setup();
    renderMakeAdmin();
    await user.click(within(await rowOf(customerFixture.email)).getByRole('button', { name: `Disable: ${customerFixture.email}` }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
  });

  describe('on a phone', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('when the users load, then each is a card with name, role, status and its actions, and no table to scroll sideways', async () => {
      onAPhone();
      const { container } = renderMakeAdmin();
      const list = await screen.findByRole('list', { name: 'All users' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(within(list).getByRole('heading', { name: customerFixture.email }).closest('li')!);
      expect(card.getByText('Customer Demo')).toBeInTheDocument();
      expect(card.getByText('Active')).toBeInTheDocument();
      expect(card.getByRole('combobox', { name: `Role: ${customerFixture.email}` })).toBeInTheDocument();
      expect(card.getByRole('button', { name: `Disable: ${customerFixture.email}` })).toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });
});
