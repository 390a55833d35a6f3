import { delay, http as untypedHttp } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { businessDetailsFixture, nameOnlyBusinessFixture } from '../../../testing/fixtures/business';
import { businessScenarios } from '../../../testing/mocks/business-handlers';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { BusinessDetailsSettings } from '../components/business-details-form';

const meta = preview.meta({
  title: 'Dashboard/Admin/Business Details',
  component: BusinessDetailsSettings,
  parameters: { session: 'admin', route: { path: '/dashboard/business', url: '/dashboard/business' }, layout: 'padded' },
  beforeEach: () => {
    mockShop.business = businessDetailsFixture();
  },
});

const findForm = (canvas: { findByRole: (role: 'form', options: { name: string }, wait: { timeout: number }) => Promise<HTMLElement> }) =>
  canvas.findByRole('form', { name: 'Business details' }, { timeout: 10_000 });

/** A limited company registered for VAT: name, address, email, phone, VAT and company numbers. */
export const Filled = meta.story({ play: async ({ canvas }) => void (await findForm(canvas)) });
export const FilledPhone = Filled.extend({ globals: { viewport: { value: 'phone' } } });

/** A shop that has said nothing but its name. */
export const NameOnly = meta.story({
  beforeEach: () => {
    mockShop.business = nameOnlyBusinessFixture();
  },
  play: async ({ canvas }) => void (await findForm(canvas)),
});

export const Saved = meta.story({
  play: async ({ canvas, userEvent }) => {
    await findForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save business details' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved.');
  },
});

/** What the form refuses, each field saying why. */
export const Invalid = meta.story({
  play: async ({ canvas, userEvent }) => {
    await findForm(canvas);
    const vat = canvas.getByRole('textbox', { name: 'VAT number' });
    await userEvent.clear(vat);
    await userEvent.type(vat, '123456789');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Registered name' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save business details' }));
    await expect(await canvas.findByText('The business’s registered name')).toBeVisible();
  },
});

export const SaveFailed = meta.story({
  beforeEach: ({ msw }) => msw.use(businessScenarios.saveFailed),
  play: async ({ canvas, userEvent }) => {
    await findForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save business details' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Nothing was changed.');
  },
});

export const Loading = meta.story({ beforeEach: ({ msw }) => msw.use(untypedHttp.get('*/api/settings/business', () => delay('infinite'))) });
export const LoadFailed = meta.story({ beforeEach: ({ msw }) => msw.use(businessScenarios.loadFailed) });
