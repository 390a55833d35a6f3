import type { ReactElement } from 'react';
import { http } from '../../../testing/mocks/http';
import { sessionFor } from '../../../testing/mocks/auth-handlers';
import { server } from '../../../testing/mocks/server';
import { renderWithProviders } from '../../../testing/test-utils';
import type { RootState } from '../../../lib/store';
import { AuthPage } from '../components/auth-page';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';
import { RequireAuth } from '../../../lib/session/require-auth';

const pages: Record<'/login' | '/register', ReactElement> = {
  '/login': (
    <AuthPage title="Login">
      <LoginForm />
    </AuthPage>
  ),
  '/register': (
    <AuthPage title="Register">
      <RegisterForm />
    </AuthPage>
  ),
};

/**
 * Renders the login or register page among the routes a sign-in moves between: home, the other
 * auth page and a login-required purchase page. Start at `origin` to arrive the way a visitor
 * does, sent from a protected page.
 */
export function renderAuthPage(
  path: '/login' | '/register',
  { origin, search = '', preloadedState }: { origin?: string; search?: string; preloadedState?: Partial<RootState> } = {},
) {
  const other = path === '/login' ? '/register' : '/login';
  return renderWithProviders(pages[path], {
    path,
    route: origin ?? `${path}${search}`,
    preloadedState,
    extraRoutes: [
      { path: other, element: pages[other] },
      { path: '/', element: <h1>Home page</h1> },
      {
        path: '/purchase/:id',
        element: (
          <RequireAuth>
            <h1>Purchase page</h1>
          </RequireAuth>
        ),
      },
    ],
  });
}

/** Records each token exchange: which email it was for and which Authorization header it carried. */
export function recordExchanges() {
  const exchanges: { email: string; authorization: string | null }[] = [];
  server.use(
    http.put('/user/{email}', ({ params, request, response }) => {
      exchanges.push({ email: params.email, authorization: request.headers.get('Authorization') });
      return response(200).json(sessionFor(params.email));
    }),
  );
  return exchanges;
}

/** Records each password sign-in or registration the page's code sends, as JSON, and answers it as the shop would. */
export function recordPasswordSignIns() {
  const sent: unknown[] = [];
  server.use(
    http.post('/sign-in', async ({ request, response }) => {
      const body = await request.json();
      sent.push(body);
      return response(200).json(sessionFor(body.email));
    }),
    http.post('/register', async ({ request, response }) => {
      const body = await request.json();
      sent.push(body);
      return response(201).json(sessionFor(body.email, body.name));
    }),
  );
  return sent;
}
