import { delay, http as untypedHttp } from 'msw';
import preview from '../../../../../.storybook/preview';
import { adminFixture } from '../../../testing/fixtures/users';
import { MOCK_TOTP_CODE } from '../../../testing/fixtures/two-factor';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { scenario } from '../../../testing/mocks/scenarios';
import { EnrolTwoFactor } from '../components/enrol-two-factor';
import { TwoFactorPage } from '../components/two-factor-page';

/** Setting up an authenticator app: start, scan (or type the key), confirm with a code, save the recovery codes. */
const meta = preview.meta({
  title: 'Pages/Two-Factor Setup',
  component: EnrolTwoFactor,
  render: () => (
    <TwoFactorPage title="Set up two-factor sign-in">
      <EnrolTwoFactor />
    </TwoFactorPage>
  ),
  parameters: { session: 'admin', route: { path: '/two-factor/setup', url: '/two-factor/setup' } },
});

const required = () => {
  mockShop.twoFactor.required = true;
};
const enrolled = () => {
  mockShop.twoFactor.enrolled.push(adminFixture.email);
};

export const Start = meta.story({ globals: { viewport: { value: 'desktop' } } });
export const StartPhone = meta.story({ globals: { viewport: { value: 'phone' } } });
/** The owner requires it: a staff member without it is sent here first, and told why. */
export const RequiredByOwner = meta.story({ beforeEach: required });
export const Loading = meta.story({ beforeEach: ({ msw }) => msw.use(untypedHttp.get('*/api/two-factor', () => delay('infinite'))) });
export const LoadFailed = meta.story({ beforeEach: ({ msw }) => msw.use(scenario('getTwoFactorStatus', 'serverError')) });
/** The QR code of the new secret, the key to type by hand, and the field for the first code. */
export const Scan = meta.story({
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Set up an authenticator app' }));
    await canvas.findByRole('img', { name: 'QR code to scan with your authenticator app' });
  },
});
export const ScanPhone = meta.story({ ...Scan.input, globals: { viewport: { value: 'phone' } } });
export const ScanWrongCode = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Set up an authenticator app' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Code from your app' }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    await canvas.findByRole('alert');
  },
});
/** Confirmed: the ten recovery codes, shown this once, and the step that says they're saved. */
export const RecoveryCodes = meta.story({
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Set up an authenticator app' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Code from your app' }), MOCK_TOTP_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    await canvas.findByRole('list', { name: 'Recovery codes' });
  },
});
export const RecoveryCodesPhone = meta.story({ ...RecoveryCodes.input, globals: { viewport: { value: 'phone' } } });
/** Already on: it can be turned off, unless the owner requires it. */
export const TurnedOn = meta.story({ beforeEach: enrolled });
export const TurnedOnRequired = meta.story({
  beforeEach: () => {
    enrolled();
    required();
  },
});
