import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { taxSettingsFixture } from '../../../testing/fixtures/tax';
import { adminFixture, signedInAs } from '../../../testing/fixtures/users';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { server } from '../../../testing/mocks/server';
import { taxScenarios } from '../../../testing/mocks/tax-handlers';
import { expectNoAxeViolations, renderApp, enterText } from '../../../testing/test-utils';

const openScreen = () => renderApp('/dashboard/tax', { preloadedState: signedInAs(adminFixture) });
const form = async () => within(await screen.findByRole('form', { name: 'Tax settings' }));

describe('The owner’s Tax screen', () => {
  it('when the owner makes the shop a trade counter at 17.5%, with exports charged without VAT, then exactly that is saved', async () => {
    const user = userEvent.setup();
    const { container } = openScreen();
    const fields = await form();
    expect(fields.getByRole('radio', { name: /Include VAT/ })).toBeChecked();
    expect(fields.getByRole('textbox', { name: 'Standard rate' })).toHaveValue('20');

    await user.click(fields.getByRole('radio', { name: /Are without VAT/ }));
    await user.clear(fields.getByRole('textbox', { name: 'Standard rate' }));
    await enterText(user, fields.getByRole('textbox', { name: 'Standard rate' }), '17.5');
    await user.click(fields.getByRole('checkbox', { name: /delivered abroad/ }));
    await user.click(fields.getByRole('button', { name: 'Save tax settings' }));

    expect(await screen.findByText('Saved. Orders placed from now on are charged by these settings.')).toBeInTheDocument();
    expect(mockShop.tax).toEqual({ pricesIncludeTax: false, standardRate: '17.5', reducedRate: '5', exportsWithoutTax: true });
    await expectNoAxeViolations(container);
  });

  it('when a rate is not a percent, then it says so and nothing is sent', async () => {
    const user = userEvent.setup();
    openScreen();
    const fields = await form();
    await user.clear(fields.getByRole('textbox', { name: 'Reduced rate' }));
    await enterText(user, fields.getByRole('textbox', { name: 'Reduced rate' }), '5.555');
    await user.clear(fields.getByRole('textbox', { name: 'Standard rate' }));
    await user.click(fields.getByRole('button', { name: 'Save tax settings' }));

    expect(await fields.findByText('Standard rate is required')).toBeInTheDocument();
    expect(fields.getByText('Reduced rate: a percent from 0 to 100, with at most 2 decimals, such as 20 or 17.5')).toBeInTheDocument();
    expect(mockShop.tax).toEqual(taxSettingsFixture());
  });

  it('when saving fails on the server, then it says so and that nothing changed', async () => {
    server.use(taxScenarios.saveFailed);
    const user = userEvent.setup();
    openScreen();
    await user.click((await form()).getByRole('button', { name: 'Save tax settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was changed.');
  });
});
