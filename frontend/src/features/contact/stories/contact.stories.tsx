import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { contactScenarios, newsletterScenarios } from '../../../testing/mocks/contact-handlers';
import { ContactForm } from '../components/contact-form';
import { NewsletterBox } from '../components/newsletter-box';

const meta = preview.meta({
  title: 'Storefront/Contact and Newsletter',
  component: ContactForm,
  parameters: { layout: 'padded' },
});

const fillContact = async ({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>) => {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Name' }), 'Priya Shah');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'priya@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Do you sell spare blades for the panel saw?');
  await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
};

// The reply time the form promises arrives with the shop's settings.
const promisesShown = async ({ canvas }: Pick<StoryContext, 'canvas'>) => {
  await canvas.findByText(/answers within one working day\./);
};
export const ContactEmpty = meta.story({ play: promisesShown });
export const ContactPhone = ContactEmpty.extend({ globals: { viewport: { value: 'phone' } } });
export const ContactValidationErrors = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('Name is required')).toBeVisible();
  },
});
export const ContactSent = meta.story({
  play: async (context) => {
    await fillContact(context);
    await expect(await context.canvas.findByRole('status')).toHaveTextContent('Thanks for your message');
  },
});
export const ContactRateLimited = meta.story({
  beforeEach: ({ msw }) => msw.use(contactScenarios.rateLimited),
  play: async (context) => {
    await fillContact(context);
    await expect(await context.canvas.findByRole('alert')).toBeVisible();
  },
});

export const NewsletterEmpty = meta.story({ render: () => <NewsletterBox /> });
export const NewsletterPhone = NewsletterEmpty.extend({ globals: { viewport: { value: 'phone' } } });
export const NewsletterSubscribed = meta.story({
  render: () => <NewsletterBox />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'priya@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
});
export const NewsletterServerError = meta.story({
  render: () => <NewsletterBox />,
  beforeEach: ({ msw }) => msw.use(newsletterScenarios.serverError),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'priya@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
});

// Posted before (or without) the page's code: the server sent the browser back with the outcome in
// the address, and the server-rendered form shows it.
const posted = (url: string) => ({ parameters: { route: { path: '/', url } } });
export const ContactPostedSent = meta.story({
  ...posted('/?contact=sent#contact'),
  play: async ({ canvas }) => {
    // The reply time arrives with the shop's settings.
    await expect(await canvas.findByText('Thanks for your message. We reply within one working day.')).toBeVisible();
  },
});
export const ContactPostedSentPhone = ContactPostedSent.extend({ globals: { viewport: { value: 'phone' } } });
export const ContactPostedFieldAtFault = meta.story({
  ...posted('/?contact=invalid-email#contact'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please input a valid email');
  },
});
export const ContactPostedFieldAtFaultPhone = ContactPostedFieldAtFault.extend({ globals: { viewport: { value: 'phone' } } });
export const NewsletterPostedBusy = meta.story({
  ...posted('/?newsletter=busy#newsletter'),
  render: () => <NewsletterBox />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many tries in a short time');
  },
});
export const NewsletterPostedSubscribedPhone = meta.story({
  ...posted('/?newsletter=subscribed#newsletter'),
  render: () => <NewsletterBox />,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You’re subscribed.');
  },
});
