import { delay, http as untypedHttp } from 'msw';
import { expect, waitFor } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import type { StoryContext } from '@storybook/react-vite';
import { productFixtures } from '../../testing/fixtures/products';
import { firebaseResetScenarios, passwordResetScenarios, registerScenarios } from '../../testing/mocks/auth-handlers';
import { catalogueScenarios } from '../../testing/mocks/catalogue-handlers';
import { mockShop } from '../../testing/mocks/mock-shop';
import { reviewsScenarios } from '../../testing/mocks/reviews-handlers';
import { scenario } from '../../testing/mocks/scenarios';
import { AppLayout } from '../app-layout';

// Every screen of the seed's route table, rendered by the real app (navbar, footer, guards).
const at = (url: string) => ({ path: '/', url });

const meta = preview.meta({
  title: 'Pages/Storefront',
  component: AppLayout,
  parameters: { app: true, route: at('/') },
  // The route modules load lazily: the accessibility check waits for the page's heading.
  play: async ({ canvas }) => {
    await canvas.findAllByRole('heading', { level: 1 }, { timeout: 10_000 });
  },
});

export const Home = meta.story({});
export const HomePhone = meta.story({ globals: { viewport: { value: 'phone' } } });
export const HomeSignedIn = meta.story({ parameters: { session: 'customer' } });
export const HomeLoading = meta.story({
  beforeEach: ({ msw }) => msw.use(untypedHttp.get('*/api/products', () => delay('infinite')), untypedHttp.get('*/api/reviews', () => delay('infinite'))),
});
/** The seed's empty catalogue: a spinner and "If the tool doesn't show please reload again". */
export const HomeEmptyCatalogue = meta.story({ beforeEach: ({ msw }) => msw.use(catalogueScenarios.empty, reviewsScenarios.empty) });
export const HomeLoadFailed = meta.story({ beforeEach: ({ msw }) => msw.use(catalogueScenarios.serverError, reviewsScenarios.serverError) });

// The foot of the home page: what the shop promises (from its settings) and the contact and
// newsletter forms, which the server renders as forms that post without JavaScript, so the foot
// is the same before hydration as after. So is every other server-rendered page (a tool, the
// blog, the portfolio, not found) for a visitor; a signed-in shopper sees the visitor's navbar
// (Login) on each until hydration brings back the session: the visitor's stories show that.
const scrollToFoot = async ({ canvas }: Pick<StoryContext, 'canvas'>) => {
  for (const section of ['Trusted by the trades', 'Customer Reviews', 'Our services', 'Contact us']) {
    await canvas.findByRole('heading', { name: section }, { timeout: 10_000 });
  }
  await canvas.findByText('1 working day', {}, { timeout: 10_000 });
  window.scrollTo(0, document.documentElement.scrollHeight);
};
export const HomeFoot = meta.story({ play: scrollToFoot });
export const HomeFootPhone = HomeFoot.extend({ globals: { viewport: { value: 'phone' } } });
/** Who the shop is and what it promises: only figures its settings stand behind. */
export const HomeAbout = meta.story({
  play: async ({ canvas }) => {
    await canvas.findByText('1 working day', {}, { timeout: 10_000 });
    (await canvas.findByRole('heading', { name: 'Trusted by the trades' })).scrollIntoView();
    // Clear of the sticky navbar.
    window.scrollBy(0, -96);
  },
});
export const HomeAboutPhone = HomeAbout.extend({ globals: { viewport: { value: 'phone' } } });

/** A category's page: where it sits, the categories under it and its tools (`/categories/saws`). */
export const Category = meta.story({
  parameters: { route: at('/categories/saws') },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Saws' }, { timeout: 10_000 });
    await canvas.findAllByRole('article', {}, { timeout: 10_000 });
  },
});
export const CategoryPhone = Category.extend({ globals: { viewport: { value: 'phone' } } });
/** A category with no tools yet: it says so, and where the rest are. */
export const CategoryEmpty = meta.story({
  parameters: { route: at('/categories/saws') },
  beforeEach: () => {
    mockShop.products = mockShop.products.filter((tool) => tool.category?.slug !== 'hand-saws');
  },
  play: async ({ canvas }) => {
    await canvas.findByText('There are no tools in this category yet; the rest of our tools are on the home page.', {}, { timeout: 10_000 });
  },
});
export const CategoryNotFound = meta.story({
  parameters: { route: at('/categories/routers') },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Category not found' }, { timeout: 10_000 });
  },
});
export const Blogs = meta.story({ parameters: { route: at('/blogs') } });
export const BlogsPhone = meta.story({ parameters: { route: at('/blogs') }, globals: { viewport: { value: 'phone' } } });
export const MyPortfolio = meta.story({ parameters: { route: at('/my-portfolio') } });
export const MyPortfolioPhone = meta.story({ parameters: { route: at('/my-portfolio') }, globals: { viewport: { value: 'phone' } } });
export const NotFound = meta.story({ parameters: { route: at('/no-such-page') } });
export const NotFoundPhone = meta.story({ parameters: { route: at('/no-such-page') }, globals: { viewport: { value: 'phone' } } });

export const Login = meta.story({ parameters: { route: at('/login') } });
export const LoginPhone = meta.story({ parameters: { route: at('/login') }, globals: { viewport: { value: 'phone' } } });
export const LoginValidationErrors = meta.story({
  parameters: { route: at('/login') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('Email is required')).toBeVisible();
  },
});
export const Register = meta.story({ parameters: { route: at('/register') } });
export const RegisterPhone = meta.story({ parameters: { route: at('/register') }, globals: { viewport: { value: 'phone' } } });
export const RegisterValidationErrors = meta.story({
  parameters: { route: at('/register') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Register' }));
    await expect(await canvas.findByText('Name is required')).toBeVisible();
  },
});

const register = async ({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>) => {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@handtools.test');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'Lovelace#1815');
  await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
};
/** Sent, and the shop is still creating the account: both ways in wait, the one chosen spins. */
export const RegisterBusy = meta.story({
  parameters: { route: at('/register') },
  beforeEach: ({ msw }) => msw.use(registerScenarios.pending),
  play: async (context) => {
    await register(context);
    await expect(context.canvas.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  },
});
export const RegisterEmailInUse = meta.story({
  parameters: { route: at('/register') },
  beforeEach: ({ msw }) => msw.use(registerScenarios.emailTaken),
  play: async (context) => {
    await register(context);
    await expect(await context.canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('An account with this email address already exists. Log in instead.');
  },
});
/** The shop can't be reached: the form keeps what was typed, and says what to do. */
export const RegisterNetworkFailure = meta.story({
  parameters: { route: at('/register') },
  beforeEach: ({ msw }) => msw.use(registerScenarios.unreachable),
  play: async (context) => {
    await register(context);
    await expect(await context.canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('We couldn’t reach the shop. Check your connection and try again.');
  },
});

export const ForgotPassword = meta.story({ parameters: { route: at('/forgot-password') } });
export const ForgotPasswordPhone = meta.story({ parameters: { route: at('/forgot-password') }, globals: { viewport: { value: 'phone' } } });
const askForResetLink = async ({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>) => {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'customer@handtools.test');
  await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
  await expect(await canvas.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent('If an account uses customer@handtools.test');
};
/** The same words whether or not the address has an account. */
export const ForgotPasswordSent = meta.story({
  parameters: { route: at('/forgot-password') },
  play: askForResetLink,
});
export const ForgotPasswordSentPhone = meta.story({
  parameters: { route: at('/forgot-password') },
  globals: { viewport: { value: 'phone' } },
  play: askForResetLink,
});
const refusedResetLink =
  (message: RegExp) =>
  async ({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'customer@handtools.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(message);
    // The address stays, so sending again is the retry.
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('customer@handtools.test');
  };
/** The shop's limit per address (or per client) was reached. */
export const ForgotPasswordRateLimited = meta.story({
  parameters: { route: at('/forgot-password') },
  beforeEach: ({ msw }) => msw.use(passwordResetScenarios.rateLimited),
  play: refusedResetLink(/Too many password reset requests for this address/),
});
export const ForgotPasswordFailed = meta.story({
  parameters: { route: at('/forgot-password') },
  globals: { viewport: { value: 'phone' } },
  beforeEach: ({ msw }) => msw.use(scenario('requestPasswordReset', 'serverError')),
  play: refusedResetLink(/Something went wrong/),
});
const resetLink = at('/reset-password?mode=resetPassword&oobCode=demo-code');
const showsNewPasswordForm = async ({ canvas }: Pick<StoryContext, 'canvas'>) => {
  await expect(await canvas.findByText('customer@handtools.test', {}, { timeout: 10_000 })).toBeVisible();
};
export const ResetPassword = meta.story({
  parameters: { route: resetLink },
  beforeEach: ({ msw }) => msw.use(firebaseResetScenarios.goodCode),
  play: showsNewPasswordForm,
});
export const ResetPasswordPhone = meta.story({
  parameters: { route: resetLink },
  globals: { viewport: { value: 'phone' } },
  beforeEach: ({ msw }) => msw.use(firebaseResetScenarios.goodCode),
  play: showsNewPasswordForm,
});
export const ResetPasswordDone = meta.story({
  parameters: { route: resetLink },
  beforeEach: ({ msw }) => msw.use(firebaseResetScenarios.goodCode),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^New password/, {}, { timeout: 10_000 }), 'Newer#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(await canvas.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent('Your password is changed.');
  },
});
const expiredLink = {
  parameters: { route: resetLink },
  beforeEach: ({ msw }: Pick<StoryContext, 'msw'>) => msw.use(firebaseResetScenarios.expiredCode),
  play: async ({ canvas }: Pick<StoryContext, 'canvas'>) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('This link has expired. Ask for a new one.');
  },
};
export const ResetPasswordExpired = meta.story(expiredLink);
export const ResetPasswordExpiredPhone = meta.story({ ...expiredLink, globals: { viewport: { value: 'phone' } } });
export const ResetPasswordUsedLink = meta.story({
  parameters: { route: resetLink },
  beforeEach: ({ msw }) => msw.use(firebaseResetScenarios.usedCode),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('This link has already been used');
  },
});
export const ResetPasswordIncompleteLink = meta.story({
  parameters: { route: at('/reset-password') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('This link isn’t complete.');
  },
});

const purchaseUrl = `/purchase/${productFixtures[0]!._id}`;
export const Purchase = meta.story({ parameters: { session: 'customer', route: at(purchaseUrl) } });
export const PurchasePhone = meta.story({ parameters: { session: 'customer', route: at(purchaseUrl) }, globals: { viewport: { value: 'phone' } } });
/** While the tool loads: the page's own layout in placeholders, so nothing moves when it arrives. */
export const PurchaseLoading = meta.story({
  parameters: { session: 'customer', route: at(purchaseUrl) },
  beforeEach: ({ msw }) => msw.use(untypedHttp.get('*/api/products/:id', () => delay('infinite'))),
  play: async ({ canvas }) => {
    await canvas.findByRole('status', { name: 'Loading the tool' }, { timeout: 10_000 });
  },
});
export const PurchaseLoadingPhone = PurchaseLoading.extend({ globals: { viewport: { value: 'phone' } } });
export const PurchaseValidationErrors = meta.story({
  parameters: { session: 'customer', route: at(purchaseUrl) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm Order' }));
    await expect(await canvas.findByText('Address is required')).toBeVisible();
  },
});
/** Confirm Order goes straight on to paying the order, whose heading takes the focus. */
export const PurchaseLeadsToPayment = meta.story({
  parameters: { session: 'customer', route: at(purchaseUrl) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Address' }, { timeout: 10_000 }), '14 Mill Lane, Leeds LS1 4AB');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue('+44 113 496 0000'));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Payment' })).toHaveFocus(), { timeout: 10_000 });
    await canvas.findByRole('textbox', { name: 'Card number' }, { timeout: 10_000 });
  },
});
/** A quantity past the stock: the field says why, in the seed's words, and Confirm Order waits. */
export const PurchaseQuantityRefused = meta.story({
  parameters: { session: 'customer', route: at(purchaseUrl) },
  play: async ({ canvas, userEvent }) => {
    const quantity = await canvas.findByRole('textbox', { name: 'Quantity' }, { timeout: 10_000 });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '9999');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Only \d+ in stock: you can order at most \d+\.$/);
  },
});
export const PurchaseQuantityRefusedPhone = PurchaseQuantityRefused.extend({ globals: { viewport: { value: 'phone' } } });
/** None left: the page says so and why, instead of an order form that can't be sent. */
export const PurchaseSoldOut = meta.story({
  parameters: { session: 'customer', route: at(purchaseUrl) },
  beforeEach: () => {
    mockShop.products[0]!.available = 0;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('None are left to order right now.', { exact: false }, { timeout: 10_000 })).toBeVisible();
  },
});
export const PurchaseSoldOutPhone = PurchaseSoldOut.extend({ globals: { viewport: { value: 'phone' } } });
