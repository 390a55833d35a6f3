import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productFixtures } from '../../../testing/fixtures/products';
import { customerFixture, signedInAs } from '../../../testing/fixtures/users';
import { http } from '../../../testing/mocks/http';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderApp, enterText } from '../../../testing/test-utils';

// A tool the demo customer has not reviewed yet (a second review of one edits the first).
const reviewable = productFixtures.find((tool) => tool.name === '22 in Panel Saw, 8 TPI')!;
const pliers = productFixtures.find((product) => product.name === '200 mm Slip-Joint Pliers')!;

/** Records every review body the shop receives; the normal handler still answers. */
function reviewBodies() {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/review')) bodies.push(await request.clone().json());
  });
  return bodies;
}

async function writeReview(user: ReturnType<typeof userEvent.setup>) {
  const form = within(screen.getByRole('form', { name: 'Review' }));
  await enterText(user, form.getByRole('textbox', { name: 'Title' }), 'Does what it says');
  await enterText(user, form.getByRole('textbox', { name: 'Details' }), 'Held up to a week of site work.');
  // A plain click: user-event's pointer moves make MUI's Rating read a hover position, which jsdom can't lay out.
  fireEvent.click(form.getByRole('radio', { name: '4 Stars' }));
  await user.click(form.getByRole('button', { name: 'Add review' }));
}

describe('Add A Review for a chosen tool', () => {
  it('when a tool’s page is open, then "Write a review" leads to Add A Review with that tool', async () => {
    renderApp(`/products/${reviewable._id}`);
    expect(await screen.findByRole('link', { name: 'Write a review' }, { timeout: 10_000 })).toHaveAttribute('href', `/dashboard/add-review?product=${reviewable._id}`);
  });

  it('when it opens with ?product=, then that tool is chosen, the review is sent about it, and the thanks lead to the tool’s reviews', async () => {
    const bodies = reviewBodies();
    const user = userEvent.setup();
    const { container } = renderApp(`/dashboard/add-review?product=${reviewable._id}`, { preloadedState: signedInAs(customerFixture) });
    const tool = await screen.findByRole('combobox', { name: 'Tool' }, { timeout: 10_000 });
    await waitFor(() => expect(tool).toHaveValue(reviewable.name));
    expect(document.title).toBe('Add A Review | Hand Tool Shop');
    await writeReview(user);
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent(`Thanks! Your review is on the page of ${reviewable.name}.`);
    expect(within(thanks).getByRole('link', { name: 'See the tool’s reviews' })).toHaveAttribute('href', `/products/${reviewable._id}`);
    expect(bodies).toEqual([{ title: 'Does what it says', details: 'Held up to a week of site work.', rating: 4, productId: reviewable._id }]);
    await expectNoAxeViolations(container);
  });

  it('when the customer searches and picks a tool, then the address and the review carry it', async () => {
    const bodies = reviewBodies();
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/add-review', { preloadedState: signedInAs(customerFixture) });
    await enterText(user, await screen.findByRole('combobox', { name: 'Tool' }, { timeout: 10_000 }), 'slip');
    await user.click(await screen.findByRole('option', { name: pliers.name }));
    await waitFor(() => expect(router.state.location.search).toBe(`?product=${pliers._id}`));
    await writeReview(user);
    expect(await screen.findByRole('status')).toHaveTextContent(`Thanks! Your review is on the page of ${pliers.name}.`);
    expect(bodies).toEqual([expect.objectContaining({ productId: pliers._id })]);
  });

  it('when no tool is chosen, then the review is of the shop, as the seed’s was', async () => {
    const bodies = reviewBodies();
    const user = userEvent.setup();
    renderApp('/dashboard/add-review', { preloadedState: signedInAs(customerFixture) });
    await screen.findByRole('combobox', { name: 'Tool' }, { timeout: 10_000 });
    await writeReview(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks! Your review is on the home page.');
    expect(bodies).toEqual([{ title: 'Does what it says', details: 'Held up to a week of site work.', rating: 4 }]);
  });

  it('when the shop says the reviewer has bought the tool, then the thanks say the review counts toward its rating', async () => {
    server.use(
      http.post('/review', async ({ request, response }) =>
        response(201).json({ ...(await request.json()), _id: '0193a7d2-5c1e-7b3a-9f00-00000000f009', name: customerFixture.name, productId: reviewable._id, verifiedPurchase: true, createdAt: '2026-11-24T09:00:00.000Z' }),
      ),
    );
    const user = userEvent.setup();
    renderApp(`/dashboard/add-review?product=${reviewable._id}`, { preloadedState: signedInAs(customerFixture) });
    await waitFor(async () => expect(await screen.findByRole('combobox', { name: 'Tool' })).toHaveValue(reviewable.name), { timeout: 10_000 });
    await writeReview(user);
    expect(await screen.findByRole('status')).toHaveTextContent('It counts toward the tool’s rating.');
  });
});

describe('Add A Review’s tool picker', () => {
  it('when the customer opens it, then the tools they bought come first, under their own heading, then the catalogue', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/add-review', { preloadedState: signedInAs(customerFixture) });
    const picker = await screen.findByRole('combobox', { name: 'Tool' }, { timeout: 10_000 });
    // Paid (#1002) and shipped (#1003), not the unpaid, cancelled or refunded ones.
    const bought = [productFixtures[1]!.name, productFixtures[2]!.name];
    await user.click(picker);
    await waitFor(() => expect(screen.getAllByRole('option').slice(0, 2).map((option) => option.textContent)).toEqual(bought));
    expect(screen.getByText('Tools you bought')).toBeInTheDocument();
    expect(screen.getByText('All tools')).toBeInTheDocument();
    expect(screen.getAllByRole('option').filter((option) => bought.includes(option.textContent ?? ''))).toHaveLength(2);
  });
});
