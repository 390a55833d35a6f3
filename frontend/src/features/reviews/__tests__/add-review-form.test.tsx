import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customerFixture, signedInAs } from '../../../testing/fixtures/users';
import { http } from '../../../testing/mocks/http';
import { scenario } from '../../../testing/mocks/scenarios';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { reviewsScenarios } from '../../../testing/mocks/reviews-handlers';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderWithProviders, enterText } from '../../../testing/test-utils';
import { AddReviewForm } from '../components/add-review-form';

function renderForm() {
  const user = userEvent.setup();
  const view = renderWithProviders(<AddReviewForm />, { preloadedState: signedInAs(customerFixture) });
  const form = within(screen.getByRole('form', { name: 'Review' }));
  const fields = {
    name: form.getByRole('textbox', { name: 'Name' }),
    title: form.getByRole('textbox', { name: 'Title' }),
    details: form.getByRole('textbox', { name: 'Details' }),
  };
  // A plain click: user-event's pointer moves make MUI's Rating read a hover position, which jsdom can't lay out.
  const rate = (stars: number) => fireEvent.click(form.getByRole('radio', { name: stars === 1 ? '1 Star' : `${stars} Stars` }));
  const send = () => user.click(form.getByRole('button', { name: 'Add review' }));
  return { ...view, user, form, fields, rate, send };
}

/** Records every body the shop receives and answers like the shop would. */
function captureReviewBodies() {
  const bodies: unknown[] = [];
  server.use(
    http.post('/review', async ({ request, response }) => {
      const body = await request.json();
      bodies.push(body);
      return response(201).json({ ...body, _id: '0193a7d2-5c1e-7b3a-9f00-00000000f001', name: customerFixture.name, productId: null, verifiedPurchase: false, createdAt: '2026-11-21T09:00:00.000Z' });
    }),
  );
  return bodies;
}

describe('Add A Review', () => {
  it('when it opens, then the name is the signed-in user’s and read-only', async () => {
    const { fields, container } = renderForm();
    expect(screen.getByRole('heading', { level: 2, name: 'Add A Review' })).toBeInTheDocument();
    expect(fields.name).toHaveValue('Customer Demo');
    expect(fields.name).toHaveAttribute('readonly');
    expect(screen.getByRole('group', { name: /Rating/ })).toHaveAccessibleDescription('How many stars out of 5?');
    await expectNoAxeViolations(container);
  });

  it('when sent empty, then title, details and rating each say they are required and nothing is sent', async () => {
    const bodies = captureReviewBodies();
    const { user, fields, send, container } = renderForm();
    await enterText(user, fields.title, '   ');
    await send();
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Details are required')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Rating/ })).toHaveAccessibleDescription('Choose a rating from 1 to 5 stars');
    expect(fields.title).toHaveAccessibleDescription('Title is required');
    expect(bodies).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('when the title or details are too long, then the form says how long they may be', async () => {
    const bodies = captureReviewBodies();
    const { user, fields, rate, send } = renderForm();
    await user.click(fields.title);
    await user.paste('a'.repeat(121));
    await user.click(fields.details);
    await user.paste('b'.repeat(2001));
    rate(5);
    await send();
    expect(await screen.findByText('Keep the title under 120 characters')).toBeInTheDocument();
    expect(screen.getByText('Keep the details under 2,000 characters')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('when a review is sent, then only title, details and rating go (no name), the thanks link home and the form is cleared', async () => {
    const bodies = captureReviewBodies();
    const { user, fields, form, rate, send, container } = renderForm();
    await enterText(user, fields.title, '  Sharp out of the box ');
    await enterText(user, fields.details, 'The block plane needed no honing.');
    rate(4);
    await send();

    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('Thanks! Your review is on the home page.');
    // It takes the focus in an effect, which may run a moment after the notice is on screen.
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(thanks).not.toHaveTextContent('updated');
    expect(within(thanks).getByRole('link', { name: 'See the reviews' })).toHaveAttribute('href', '/#reviews');
    expect(bodies).toEqual([{ title: 'Sharp out of the box', details: 'The block plane needed no honing.', rating: 4 }]);
    expect(fields.title).toHaveValue('');
    expect(fields.details).toHaveValue('');
    expect(form.getByRole('radio', { name: '4 Stars' })).not.toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('when the shop answers that it edited the customer’s earlier review (200), then the form says the review was updated and is cleared', async () => {
    server.use(reviewsScenarios.updated);
    const { user, fields, send, rate, container } = renderForm();
    await enterText(user, fields.title, 'Better after a hone');
    await enterText(user, fields.details, 'Sharpened it; now it pares end grain.');
    rate(5);
    await send();

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Your review was updated.');
    expect(status).not.toHaveTextContent('Thanks!');
    expect(fields.title).toHaveValue('');
    await expectNoAxeViolations(container);
  });

  it('when the shop fails, then its message shows, the review is kept and sending again works', async () => {
    server.use(scenario('addReview', 'serverError'));
    const { user, fields, rate, send } = renderForm();
    await enterText(user, fields.title, 'Good saw');
    await enterText(user, fields.details, 'Cuts straight.');
    rate(1);
    await send();

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(fields.title).toHaveValue('Good saw');
    expect(fields.details).toHaveValue('Cuts straight.');

    server.resetHandlers();
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks! Your review is on the home page.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mockShop.reviews[0]).toMatchObject({ name: 'Customer Demo', title: 'Good saw', rating: 1 });
  });
});
