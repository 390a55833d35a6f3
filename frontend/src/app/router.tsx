import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { RequireAuth } from '../lib/session/require-auth';
import {
  catalogueQueryFrom,
  cataloguePagesFrom,
  facetsQueryOf,
  loadCataloguePages,
  productQueryArg,
  productsApi,
  type CatalogueQuery,
} from '../features/catalogue/api/products-api';
import { productReviewsQueryArg, reviewsApi } from '../features/reviews/api/reviews-api';
import { cartApi } from '../lib/cart/cart-api';
import { visitorCartReadable } from '../lib/cart/visitor-cart-slice';
import { isId, isSlug } from '../lib/contract-limits';
import { shopPromisesApi } from '../lib/shop-promises';
import type { AppStore } from '../lib/store';
import { pageData, type RouteHandle } from './page-data';
import { AppLayout } from './app-layout';
import { RouteError } from '../components/layout/route-error';
import type { OperationId } from '../generated/operations';
import type { StaffRouteHandle } from '../features/users/components/require-admin';

/** What shows while the first screen's code arrives (React Router renders it before the layout). */
function FirstLoad() {
  return <div role="status" aria-label="Loading the shop" style={{ minHeight: '100vh' }} />;
}

const serverRendered = (): RouteHandle => ({ serverRendered: true });
/** A staff screen: the operation whose x-roles decide who may open it (RequireAdmin reads it). */
const staffRoute = (staffOperation: OperationId): StaffRouteHandle => ({ staffOperation });

// Route modules load lazily: the home page ships only what the home page needs. The public pages
// are rendered on the server too (their loaders wait for their data, which the server then puts
// in the page); the signed-in screens render in the browser only.

/**
 * A tool's page renders once the tool and its first reviews are in the store: a server render
 * needs them there (it renders once, with what the store holds), and in the browser they arrive
 * while the page's code does. A tool that can't exist or doesn't answers 404 to a server render.
 * An address by id (from before slugs, or a cart line's link) moves for good to the tool's slug.
 */
const loadProductPage =
  (store: AppStore) =>
  async ({ params }: LoaderFunctionArgs) => {
    const ref = params.ref ?? '';
    const shopPromises = store.dispatch(shopPromisesApi.endpoints.getShopPromises.initiate(undefined, { subscribe: false }));
    if (isId(ref)) {
      const byId = await store.dispatch(productsApi.endpoints.getProduct.initiate(productQueryArg(ref), { subscribe: false }));
      if (byId.data) throw redirect(`/products/${byId.data.slug}`, 301);
      return pageData([Promise.resolve(byId)]);
    }
    if (!isSlug(ref)) return data(null, { status: 404 });
    const product = store.dispatch(productsApi.endpoints.getProductBySlug.initiate(ref, { subscribe: false }));
    // Its reviews are asked for by its id, as soon as the tool is in.
    const reviews = product.then(({ data: found }) =>
      found ? store.dispatch(reviewsApi.endpoints.listReviews.initiate(productReviewsQueryArg(found._id), { subscribe: false })) : {},
    );
    // Whether its price is said "excl. VAT": in the page the server renders, not added after.
    return pageData([product, reviews, shopPromises, categoriesBeside(store)]);
  };

/**
 * The categories a page shows beside what it is about (the home page's links, a tool's trail): in
 * the server's HTML when they answer, but their failure is not the page's (it renders without them).
 */
const categoriesBeside = (store: AppStore) => store.dispatch(productsApi.endpoints.listCategories.initiate(undefined, { subscribe: false })).then(() => ({}));

/** The counts beside a catalogue's filters: in the server's HTML when they answer; without them the filters still work. */
const facetsBeside = (store: AppStore, query: CatalogueQuery) =>
  store.dispatch(productsApi.endpoints.listProductFacets.initiate(facetsQueryOf(query), { subscribe: false })).then(() => ({}));

/**
 * A category's page renders once the categories and its first tools are in the store; an address
 * that names no category the shop has answers 404 to a server render.
 */
const loadCategoryPage =
  (store: AppStore) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const slug = params.slug ?? '';
    if (!isSlug(slug)) return data(null, { status: 404 });
    const categories = store.dispatch(productsApi.endpoints.listCategories.initiate(undefined, { subscribe: false }));
    const { searchParams } = new URL(request.url);
    const pages = import.meta.env.SSR ? cataloguePagesFrom(searchParams) : 1;
    const query = catalogueQueryFrom(searchParams, slug);
    const tools = loadCataloguePages(store.dispatch, query, pages);
    const shopPromises = store.dispatch(shopPromisesApi.endpoints.getShopPromises.initiate(undefined, { subscribe: false }));
    const facets = facetsBeside(store, query);
    const known = await categories;
    if (known.data && !known.data.items.some((category) => category.slug === slug)) return data(null, { status: 404 });
    return pageData([Promise.resolve(known), tools, shopPromises, facets]);
  };

export const appRoutes = (store: AppStore): RouteObject[] => [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    children: [
      {
        index: true,
        handle: serverRendered(),
        // The catalogue (its search, sort and loaded pages from the address) is asked for while the
        // home page's code is still on its way, rather than once it has arrived and rendered; the
        // page finds it in the store.
        loader: ({ request }) => {
          const { searchParams } = new URL(request.url);
          // The server renders every page the address asks for; in the browser the list asks for
          // the pages after the first itself, one at a time (two askers would each add a page).
          const pages = import.meta.env.SSR ? cataloguePagesFrom(searchParams) : 1;
          const query = catalogueQueryFrom(searchParams);
          return pageData([
            loadCataloguePages(store.dispatch, query, pages),
            categoriesBeside(store),
            facetsBeside(store, query),
            store.dispatch(reviewsApi.endpoints.listReviews.initiate({}, { subscribe: false })),
            store.dispatch(shopPromisesApi.endpoints.getShopPromises.initiate(undefined, { subscribe: false })),
          ]);
        },
        lazy: () => import('./routes/home').then((m) => ({ Component: m.default })),
      },
      {
        path: 'products/:ref',
        handle: serverRendered(),
        loader: loadProductPage(store),
        lazy: () => import('./routes/product').then((m) => ({ Component: m.default })),
      },
      {
        path: 'categories/:slug',
        handle: serverRendered(),
        loader: loadCategoryPage(store),
        lazy: () => import('./routes/category').then((m) => ({ Component: m.default })),
      },
      { path: 'blogs', handle: serverRendered(), lazy: () => import('./routes/blogs').then((m) => ({ Component: m.default })) },
      { path: 'my-portfolio', handle: serverRendered(), lazy: () => import('./routes/portfolio').then((m) => ({ Component: m.default })) },
      // Rendered on the server too, so that without JavaScript they say what signing in needs rather than nothing.
      { path: 'login', handle: serverRendered(), lazy: () => import('./routes/login').then((m) => ({ Component: m.default })) },
      { path: 'register', handle: serverRendered(), lazy: () => import('./routes/register').then((m) => ({ Component: m.default })) },
      { path: 'forgot-password', lazy: () => import('./routes/forgot-password').then((m) => ({ Component: m.default })) },
      { path: 'reset-password', lazy: () => import('./routes/reset-password').then((m) => ({ Component: m.default })) },
      // A visitor's cart is kept by the browser, so the server renders the page without its lines
      // (and says, without JavaScript, what it needs); the browser fills it in.
      {
        path: 'cart',
        handle: serverRendered(),
        // Rendered on the server for one browser, with its visitor's cart (the storefront passes its
        // cookie on and keeps the page nowhere), so the cart and its forms work without JavaScript.
        loader: async () => {
          if (!import.meta.env.SSR) return null;
          store.dispatch(visitorCartReadable());
          // Imported here, so the estimate's code stays out of every other page's first load.
          const { prefetchFirstDeliveryQuote } = await import('../features/cart/first-delivery-quote');
          return pageData([
            store.dispatch(cartApi.endpoints.getVisitorCart.initiate(undefined, { subscribe: false })),
            // Whether its total is before VAT too, said in the page the server renders.
            store.dispatch(shopPromisesApi.endpoints.getShopPromises.initiate(undefined, { subscribe: false })),
            prefetchFirstDeliveryQuote(store),
          ]);
        },
        lazy: () => import('./routes/cart').then((m) => ({ Component: m.default })),
      },
      // A visitor checks out as a guest; their order is reached again by its private link. Rendered on
      // the server for one browser as the cart page is, with its cart and the address step it saved,
      // so that step is a form that works without JavaScript (paying needs it). Buy Now's
      // (`?buy=`) is the browser's (the storefront sends the shell), as is a signed-in shopper's,
      // whose session only the browser knows.
      {
        path: 'checkout',
        handle: serverRendered(),
        loader: async () => {
          if (!import.meta.env.SSR) return null;
          store.dispatch(visitorCartReadable());
          // Imported here, so the checkout's endpoints stay out of every other page's first load.
          const [{ checkoutApi }, { prefetchFirstDeliveryQuote }] = await Promise.all([
            import('../features/cart/api/checkout-api'),
            import('../features/cart/first-delivery-quote'),
          ]);
          return pageData([
            store.dispatch(cartApi.endpoints.getVisitorCart.initiate(undefined, { subscribe: false })),
            store.dispatch(checkoutApi.endpoints.getVisitorCheckoutDetails.initiate(undefined, { subscribe: false })),
            // Its summary's delivery and tax, in the page the server renders.
            prefetchFirstDeliveryQuote(store),
          ]);
        },
        lazy: () => import('./routes/checkout').then((m) => ({ Component: m.default })),
      },
      { path: 'orders/:id', lazy: () => import('./routes/guest-order').then((m) => ({ Component: m.default })) },
      {
        element: <RequireAuth />,
        children: [
          { path: 'purchase/:id', lazy: () => import('./routes/purchase').then((m) => ({ Component: m.default })) },
          { path: 'orders/:id/thank-you', lazy: () => import('./routes/thank-you').then((m) => ({ Component: m.default })) },
          // Two-factor sign-in: the code after signing in, and setting up the app.
          { path: 'two-factor', lazy: () => import('./routes/two-factor').then((m) => ({ Component: m.default })) },
          { path: 'two-factor/setup', lazy: () => import('./routes/two-factor-setup').then((m) => ({ Component: m.default })) },
          {
            path: 'dashboard',
            lazy: () => import('./routes/dashboard/layout').then((m) => ({ Component: m.default })),
            children: [
              { index: true, lazy: () => import('./routes/dashboard/home').then((m) => ({ Component: m.default })) },
              { path: 'add-review', lazy: () => import('./routes/dashboard/add-review').then((m) => ({ Component: m.default })) },
              { path: 'my-profile', lazy: () => import('./routes/dashboard/my-profile').then((m) => ({ Component: m.default })) },
              { path: 'sessions', lazy: () => import('./routes/dashboard/sessions').then((m) => ({ Component: m.default })) },
              { path: 'payment/:id', lazy: () => import('./routes/dashboard/payment').then((m) => ({ Component: m.default })) },
              {
                // Its own chunk too: the admin check's code is not part of anyone's first load.
                lazy: () => import('./routes/dashboard/require-admin').then((m) => ({ Component: m.default })),
                children: [
                  // Each screen is for the roles that may call its operation (the contract's x-roles).
                  { path: 'make-admin', handle: staffRoute('setUserRole'), lazy: () => import('./routes/dashboard/make-admin').then((m) => ({ Component: m.default })) },
                  {
                    path: 'manage-products',
                    handle: staffRoute('listAllProducts'),
                    lazy: () => import('./routes/dashboard/manage-products').then((m) => ({ Component: m.default })),
                  },
                  { path: 'categories', handle: staffRoute('addCategory'), lazy: () => import('./routes/dashboard/categories').then((m) => ({ Component: m.default })) },
                  {
                    path: 'import-products',
                    handle: staffRoute('importProducts'),
                    lazy: () => import('./routes/dashboard/import-products').then((m) => ({ Component: m.default })),
                  },
                  { path: 'add-product', handle: staffRoute('addProduct'), lazy: () => import('./routes/dashboard/add-product').then((m) => ({ Component: m.default })) },
                  {
                    path: 'manage-all-orders',
                    handle: staffRoute('listAllOrders'),
                    lazy: () => import('./routes/dashboard/manage-all-orders').then((m) => ({ Component: m.default })),
                  },
                  {
                    path: 'audit-trail',
                    handle: staffRoute('listAuditEntries'),
                    lazy: () => import('./routes/dashboard/audit-trail').then((m) => ({ Component: m.default })),
                  },
                  { path: 'security', handle: staffRoute('getSecuritySettings'), lazy: () => import('./routes/dashboard/security').then((m) => ({ Component: m.default })) },
                  { path: 'shipping', handle: staffRoute('updateShippingSettings'), lazy: () => import('./routes/dashboard/shipping').then((m) => ({ Component: m.default })) },
                  { path: 'business', handle: staffRoute('updateBusinessDetails'), lazy: () => import('./routes/dashboard/business').then((m) => ({ Component: m.default })) },
                  { path: 'tax', handle: staffRoute('updateTaxSettings'), lazy: () => import('./routes/dashboard/tax').then((m) => ({ Component: m.default })) },
                  { path: 'orders/:id', handle: staffRoute('getOrder'), lazy: () => import('./routes/dashboard/admin-order').then((m) => ({ Component: m.default })) },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', handle: serverRendered(), loader: () => data(null, { status: 404 }), lazy: () => import('./routes/not-found').then((m) => ({ Component: m.default })) },
    ],
  },
];
