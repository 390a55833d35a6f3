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

export const ContactEmpty = meta.story({});
export const ContactPhone = meta.story({ globals: { viewport: { value: 'phone' } } });
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
