import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { AuthPage } from '../components/auth-page';
import { LoginForm } from '../components/login-form';

/**
 * The login page: a real form the shop's server answers, so it works before the page's code and
 * without it. A post the server refused comes back with the outcome in the address (`?login=`).
 */
const meta = preview.meta({
  title: 'Pages/Login',
  component: LoginForm,
  render: () => (
    <AuthPage title="Login">
      <LoginForm />
    </AuthPage>
  ),
  parameters: { route: { path: '/login', url: '/login' } },
});

export const Empty = meta.story({ globals: { viewport: { value: 'desktop' } } });
export const Phone = meta.story({ globals: { viewport: { value: 'phone' } } });
/** A post came back: wrong email or password, one answer for both; the fields are empty again. */
export const CameBackWrongCredentials = meta.story({
  parameters: { route: { path: '/login', url: '/login?login=wrong-credentials' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Wrong email or password.');
  },
});
/** A post came back rate limited. */
export const CameBackBusy = meta.story({
  parameters: { route: { path: '/login', url: '/login?login=busy' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many sign-in attempts');
  },
});
/** With the page's code: the shop's refusal, said under the form without leaving the page. */
export const WrongPassword = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'customer@handtools.test');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Wrong email or password.');
  },
});
