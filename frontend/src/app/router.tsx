import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth/components/require-auth';
import { AppLayout } from './app-layout';
import { RouteError } from '../components/layout/route-error';

// Route modules load lazily: the home page ships only what the home page needs.
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import('./routes/home').then((m) => ({ Component: m.default })) },
      { path: 'blogs', lazy: () => import('./routes/blogs').then((m) => ({ Component: m.default })) },
      { path: 'my-portfolio', lazy: () => import('./routes/portfolio').then((m) => ({ Component: m.default })) },
      { path: 'login', lazy: () => import('./routes/login').then((m) => ({ Component: m.default })) },
      { path: 'register', lazy: () => import('./routes/register').then((m) => ({ Component: m.default })) },
      {
        element: <RequireAuth />,
        children: [{ path: 'purchase/:id', lazy: () => import('./routes/purchase').then((m) => ({ Component: m.default })) }],
      },
      { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.default })) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
