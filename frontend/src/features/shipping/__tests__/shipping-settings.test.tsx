import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { shippingRatesFixture } from '../../../testing/fixtures/shipping';
import { adminFixture, signedInAs } from '../../../testing/fixtures/users';
import { mockShop, problem } from '../../../testing/mocks/mock-shop';
import { http } from '../../../testing/mocks/http';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderWithProviders, enterText } from '../../../testing/test-utils';
import { ShippingSettings } from '../components/shipping-settings';

const owner = { route: '/dashboard/shipping', path: '/dashboard/shipping', preloadedState: signedInAs(adminFixture) };

function recordSaves() {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/api/settings/shipping' && request.method === 'PUT') bodies.push(await request.clone().json());
  });
  return bodies;
}

describe('the owner’s shipping settings', () => {
  it('when the owner changes a price, adds a country and a method, then the settings are saved whole and the screen says they apply to new orders', async () => {
    mockShop.shipping = shippingRatesFixture();
    const saves = recordSaves();
    const user = userEvent.setup();
    const { container } = renderWithProviders(<ShippingSettings />, owner);
    const home = within(await screen.findByRole('region', { name: 'Zone 1: United States' }));
    expect(home.getAllByRole('textbox', { name: 'Name' }).map((field) => (field as HTMLInputElement).value)).toEqual(['Standard delivery', 'Express, next working day', 'Collect from the workshop']);
    expect(home.getByRole('textbox', { name: 'Weight bands (grams=price)' })).toHaveValue('2000=8.95, 10000=14.95, 30000=24.95');
    await expectNoAxeViolations(container);

    await user.clear(home.getByRole('textbox', { name: 'Price ($)' }));
    await enterText(user, home.getByRole('textbox', { name: 'Price ($)' }), '29.5');
    const canada = within(screen.getByRole('region', { name: 'Zone 2: Canada' }));
    await user.clear(canada.getByRole('textbox', { name: 'Countries' }));
    await enterText(user, canada.getByRole('textbox', { name: 'Countries' }), 'ca, mx');
    await user.click(canada.getByRole('button', { name: 'Add a method' }));
    const [, second] = canada.getAllByRole('group');
    await enterText(user, within(second!).getByRole('textbox', { name: 'Name' }), 'Pallet');
    await enterText(user, within(second!).getByRole('textbox', { name: 'Id' }), 'pallet');
    await user.selectOptions(within(second!).getByRole('combobox', { name: 'Kind' }), 'By weight');
    await enterText(user, within(second!).getByRole('textbox', { name: 'Weight bands (grams=price)' }), '50000=120, 100000=180');
    await user.click(screen.getByRole('button', { name: 'Save shipping' }));

    expect(await screen.findByText('Saved. Orders placed from now on are charged these rates; orders already placed keep theirs.')).toBeInTheDocument();
    const expected = shippingRatesFixture();
    expected.zones[0]!.methods[1]!.price = '29.50';
    expected.zones[1] = {
      name: 'Canada',
      countries: ['CA', 'MX'],
      methods: [
        ...expected.zones[1]!.methods,
        { id: 'pallet', name: 'Pallet', kind: 'weight', bands: [{ upToGrams: 50000, price: '120.00' }, { upToGrams: 100000, price: '180.00' }], freeFrom: null },
      ],
    };
    expect(saves).toEqual([expected]);
    expect(mockShop.shipping).toEqual(expected);
  });

  it('when a flat rate has no price or a weight band is not grams=price, then each field says so and nothing is sent', async () => {
    mockShop.shipping = shippingRatesFixture();
    const saves = recordSaves();
    const user = userEvent.setup();
    renderWithProviders(<ShippingSettings />, owner);
    const home = within(await screen.findByRole('region', { name: 'Zone 1: United States' }));
    await user.clear(home.getByRole('textbox', { name: 'Price ($)' }));
    await user.clear(home.getByRole('textbox', { name: 'Weight bands (grams=price)' }));
    await enterText(user, home.getByRole('textbox', { name: 'Weight bands (grams=price)' }), 'two kilos');
    await user.click(screen.getByRole('button', { name: 'Save shipping' }));
    expect(await screen.findByText('A price, such as 8.95')).toBeInTheDocument();
    expect(screen.getByText('Grams=price for each band, such as 2000=8.95, 10000=14.95')).toBeInTheDocument();
    expect(saves).toEqual([]);
  });

  it('when the shop refuses the settings (a country in two zones), then its words show, nothing changed, and what was typed stays', async () => {
    mockShop.shipping = shippingRatesFixture();
    server.use(
      http.put('/settings/shipping', ({ response }) =>
        response(400).json(problem(400, 'Bad Request', 'CA is in two zones (Canada and Europe); a country belongs to one zone.')),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ShippingSettings />, owner);
    const europe = within(await screen.findByRole('region', { name: 'Zone 3: Europe' }));
    await enterText(user, europe.getByRole('textbox', { name: 'Countries' }), ', CA');
    await user.click(screen.getByRole('button', { name: 'Save shipping' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('CA is in two zones (Canada and Europe); a country belongs to one zone. Nothing was changed.');
    expect(europe.getByRole('textbox', { name: 'Countries' })).toHaveValue('GB, IE, DE, FR, CA');
    expect(mockShop.shipping).toEqual(shippingRatesFixture());
  });
});
