import { delay, http as untypedHttp } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { taxSettingsFixture, tradeTaxSettingsFixture } from '../../../testing/fixtures/tax';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { taxScenarios } from '../../../testing/mocks/tax-handlers';
import { TaxSettingsScreen } from '../components/tax-settings-form';

const meta = preview.meta({
  title: 'Dashboard/Admin/Tax',
  component: TaxSettingsScreen,
  parameters: { session: 'admin', route: { path: '/dashboard/tax', url: '/dashboard/tax' }, layout: 'padded' },
  beforeEach: () => {
    mockShop.tax = taxSettingsFixture();
  },
});

const findForm = (canvas: { findByRole: (role: 'form', options: { name: string }, wait: { timeout: number }) => Promise<HTMLElement> }) =>
  canvas.findByRole('form', { name: 'Tax settings' }, { timeout: 10_000 });

/** A shop for consumers: prices include 20% (5% reduced); exports pay the prices shown. */
export const Consumer = meta.story({ play: async ({ canvas }) => void (await findForm(canvas)) });
export const ConsumerPhone = Consumer.extend({ globals: { viewport: { value: 'phone' } } });

/** A trade counter: VAT added at the checkout. */
export const Trade = meta.story({
  beforeEach: () => {
    mockShop.tax = tradeTaxSettingsFixture();
  },
  play: async ({ canvas }) => void (await findForm(canvas)),
});

export const Saved = meta.story({
  play: async ({ canvas, userEvent }) => {
    await findForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save tax settings' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved.');
  },
});

/** Rates the form refuses, each saying why. */
export const Invalid = meta.story({
  play: async ({ canvas, userEvent }) => {
    await findForm(canvas);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Standard rate' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reduced rate' }), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save tax settings' }));
    await expect(await canvas.findByText('Standard rate is required')).toBeVisible();
  },
});

export const SaveFailed = meta.story({
  beforeEach: ({ msw }) => msw.use(taxScenarios.saveFailed),
  play: async ({ canvas, userEvent }) => {
    await findForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save tax settings' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Nothing was changed.');
  },
});

export const Loading = meta.story({ beforeEach: ({ msw }) => msw.use(untypedHttp.get('*/api/settings/tax', () => delay('infinite'))) });
export const LoadFailed = meta.story({ beforeEach: ({ msw }) => msw.use(taxScenarios.loadFailed) });
