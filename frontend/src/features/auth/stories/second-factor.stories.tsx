import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { adminFixture } from '../../../testing/fixtures/users';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { SecondFactorForm } from '../components/second-factor-form';
import { TwoFactorPage } from '../components/two-factor-page';

/** The code a staff member with two-factor sign-in gives after signing in, before any staff screen. */
const meta = preview.meta({
  title: 'Pages/Two-Factor Code',
  component: SecondFactorForm,
  render: () => (
    <TwoFactorPage title="Two-factor sign-in">
      <SecondFactorForm />
    </TwoFactorPage>
  ),
  parameters: { session: 'admin', route: { path: '/two-factor', url: '/two-factor' } },
  beforeEach: () => {
    mockShop.twoFactor.enrolled.push(adminFixture.email);
  },
});

export const Prompt = meta.story({ globals: { viewport: { value: 'desktop' } } });
export const Phone = meta.story({ globals: { viewport: { value: 'phone' } } });
/** "Use a recovery code": the field takes one of the codes saved at enrolment. */
export const RecoveryCode = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Use a recovery code' }));
    await canvas.findByRole('textbox', { name: 'Recovery code' });
  },
});
export const RecoveryCodePhone = meta.story({ ...RecoveryCode.input, globals: { viewport: { value: 'phone' } } });
/** Fewer than 6 digits: said under the field, nothing sent. */
export const NotSixDigits = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Code from your app' }), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await canvas.findByText('Enter the 6 digits your authenticator app shows.');
  },
});
/** The server's refusal of a wrong (or already used) code. */
export const WrongCode = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Code from your app' }), '654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('That code isn’t right.');
  },
});
