import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { AuthPage } from '../components/auth-page';
import { RegisterForm } from '../components/register-form';

/** The register page: a real form the shop's server answers; a refused post comes back with `?register=`. */
const meta = preview.meta({
  title: 'Pages/Register',
  component: RegisterForm,
  render: () => (
    <AuthPage title="Register">
      <RegisterForm />
    </AuthPage>
  ),
  parameters: { route: { path: '/register', url: '/register' } },
});

export const Empty = meta.story({ globals: { viewport: { value: 'desktop' } } });
export const Phone = meta.story({ globals: { viewport: { value: 'phone' } } });
/** A post came back: the address already has an account. */
export const CameBackEmailTaken = meta.story({
  parameters: { route: { path: '/register', url: '/register?register=email-taken' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An account with this email address already exists. Log in instead.');
  },
});
/** A post came back: Firebase found the password too weak. */
export const CameBackWeakPassword = meta.story({
  parameters: { route: { path: '/register', url: '/register?register=invalid-password' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Must input 6 character password or more!');
  },
});
