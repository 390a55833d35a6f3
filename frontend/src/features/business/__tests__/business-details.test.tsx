import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { nameOnlyBusinessFixture } from '../../../testing/fixtures/business';
import { adminFixture, signedInAs } from '../../../testing/fixtures/users';
import { businessScenarios } from '../../../testing/mocks/business-handlers';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderApp, enterText } from '../../../testing/test-utils';

const openScreen = () => renderApp('/dashboard/business', { preloadedState: signedInAs(adminFixture) });
const form = async () => within(await screen.findByRole('form', { name: 'Business details' }));

describe('The owner’s Business details screen', () => {
  it('when the owner fills in a shop that had only its name, then the details are saved as the contract writes them (a VAT number without its spaces)', async () => {
    mockShop.business = nameOnlyBusinessFixture();
    const user = userEvent.setup();
    const { container } = openScreen();
    const fields = await form();
    expect(fields.getByRole('textbox', { name: 'Registered name' })).toHaveValue('Hand Tool Shop');
    await enterText(user, fields.getByRole('textbox', { name: 'Registered address' }), '3 Forge Yard, Sheffield S1 2AB');
    await enterText(user, fields.getByRole('textbox', { name: 'VAT number' }), 'gb 123 456 789');
    await enterText(user, fields.getByRole('textbox', { name: 'Company number' }), '01234567');
    await user.click(fields.getByRole('button', { name: 'Save business details' }));

    expect(await screen.findByText('Saved. Emails sent from now on carry these details.')).toBeInTheDocument();
    expect(mockShop.business).toEqual({ legalName: 'Hand Tool Shop', address: '3 Forge Yard, Sheffield S1 2AB', email: null, phone: null, vatNumber: 'GB123456789', companyNumber: '01234567' });
    await expectNoAxeViolations(container);
  });

  it('when a field is not what it should be, then it says so and nothing is sent', async () => {
    mockShop.business = nameOnlyBusinessFixture();
    const user = userEvent.setup();
    openScreen();
    const fields = await form();
    await user.clear(fields.getByRole('textbox', { name: 'Registered name' }));
    await enterText(user, fields.getByRole('textbox', { name: 'VAT number' }), '123456789');
    await enterText(user, fields.getByRole('textbox', { name: 'Email for customers' }), 'not an email');
    await user.click(fields.getByRole('button', { name: 'Save business details' }));

    expect(await fields.findByText('The business’s registered name')).toBeInTheDocument();
    expect(fields.getByText('The country’s two letters, then the number, such as GB123456789')).toBeInTheDocument();
    expect(fields.getByText('An email address, such as hello@example.com')).toBeInTheDocument();
    expect(mockShop.business).toEqual(nameOnlyBusinessFixture());
  });

  it('when saving fails on the server, then it says so and that nothing changed', async () => {
    server.use(businessScenarios.saveFailed);
    const user = userEvent.setup();
    openScreen();
    await user.click((await form()).getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was changed.');
  });
});
