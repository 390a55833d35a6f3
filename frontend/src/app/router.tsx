import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
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
      { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.default })) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
