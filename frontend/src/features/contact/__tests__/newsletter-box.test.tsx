import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { newsletterScenarios, newsletterThanks } from '../../../testing/mocks/contact-handlers';
import { http } from '../../../testing/mocks/http';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderWithProviders, enterText } from '../../../testing/test-utils';
import { NewsletterBox } from '../components/newsletter-box';

function renderBox() {
  const user = userEvent.setup();
  const view = renderWithProviders(<NewsletterBox />);
  const form = within(screen.getByRole('form', { name: 'Newsletter' }));
  const email = form.getByRole('textbox', { name: 'Email' });
  const subscribe = () => user.click(form.getByRole('button', { name: 'Subscribe' }));
  return { ...view, user, form, email, subscribe };
}

describe('Newsletter box', () => {
  it('when sent empty or malformed, then the email field says what is wrong', async () => {
    const { user, email, subscribe, container } = renderBox();
    await subscribe();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await enterText(user, email, 'sam@');
    await subscribe();
    expect(await screen.findByText('Please input a valid email')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when a valid address is sent, then only the trimmed email is posted and the confirmation replaces the cleared field', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/newsletter', async ({ request, response }) => {
        bodies.push(await request.json());
        return response(201).json({ message: newsletterThanks });
      }),
    );
    const { user, email, subscribe, container } = renderBox();
    await enterText(user, email, ' sam@example.com ');
    await subscribe();
    expect(await screen.findByRole('status')).toHaveTextContent(newsletterThanks);
    expect(bodies).toEqual([{ email: 'sam@example.com' }]);
    expect(email).toHaveValue('');
    await expectNoAxeViolations(container);
  });

  it('when the address is already subscribed, then the shop’s confirmation still shows', async () => {
    server.use(newsletterScenarios.alreadySubscribed);
    const { user, email, subscribe } = renderBox();
    await enterText(user, email, 'sam@example.com');
    await subscribe();
    expect(await screen.findByRole('status')).toHaveTextContent(newsletterThanks);
  });

  it('when the shop is rate limiting, then its message shows and the address stays', async () => {
    server.use(newsletterScenarios.rateLimited);
    const { user, email, subscribe, form, container } = renderBox();
    await enterText(user, email, 'sam@example.com');
    await subscribe();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in a minute.');
    expect(email).toHaveValue('sam@example.com');
    expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await expectNoAxeViolations(container);
  });
});
