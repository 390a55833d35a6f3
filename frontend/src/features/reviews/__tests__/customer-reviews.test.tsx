import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reviewFixtures } from '../../../testing/fixtures/reviews';
import { reviewsHandlers, reviewsScenarios } from '../../../testing/mocks/reviews-handlers';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderWithProviders } from '../../../testing/test-utils';
import { REVIEWS_PAGE_SIZE } from '../api/reviews-api';
import { CustomerReviews } from '../components/customer-reviews';

const newest = reviewFixtures[0]!;

describe('Customer Reviews', () => {
  it('when reviews load, then each shows name, title, details, "N Star" and a labelled star row', async () => {
    const { container } = renderWithProviders(<CustomerReviews />);
    const card = (await screen.findByRole('heading', { name: newest.title })).closest('article') as HTMLElement;
    const inCard = within(card);
    expect(inCard.getByText(newest.name)).toBeInTheDocument();
    expect(inCard.getByText(newest.details)).toBeInTheDocument();
    expect(inCard.getByText(`${newest.rating} Star`)).toBeInTheDocument();
    expect(inCard.getByRole('img', { name: `Rated ${newest.rating} out of 5` })).toBeInTheDocument();
    expect(inCard.getByText('Verified purchase')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(REVIEWS_PAGE_SIZE);
    await expectNoAxeViolations(container);
  });

  it('when "More reviews" is pressed, then older reviews are appended and the button goes on the last page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CustomerReviews />);
    await screen.findByRole('heading', { name: newest.title });
    await user.click(screen.getByRole('button', { name: 'More reviews' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(reviewFixtures.length));
    expect(screen.getByRole('heading', { name: reviewFixtures.at(-1)!.title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More reviews' })).not.toBeInTheDocument();
  });

  it('when there are no reviews, then a friendly empty text shows instead of cards', async () => {
    server.use(reviewsScenarios.empty);
    const { container } = renderWithProviders(<CustomerReviews />);
    expect(await screen.findByText('No reviews yet. Bought a tool from us? Tell the next trade how it did.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when loading fails, then a message and Retry show, and Retry recovers', async () => {
    server.use(reviewsScenarios.serverError);
    const user = userEvent.setup();
    const { container } = renderWithProviders(<CustomerReviews />);
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    server.use(...reviewsHandlers);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: newest.title })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Customer Reviews' })).toHaveFocus());
  });

  it('when the next page fails, then the shown reviews stay and Retry fetches only that page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CustomerReviews />);
    await screen.findByRole('heading', { name: newest.title });
    server.use(reviewsScenarios.serverError);
    await user.click(screen.getByRole('button', { name: 'More reviews' }));
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(REVIEWS_PAGE_SIZE);
    server.use(...reviewsHandlers);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(reviewFixtures.length));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Customer Reviews' })).toHaveFocus());
  });

  it('while loading, then skeleton cards hold the layout', () => {
    renderWithProviders(<CustomerReviews />);
    expect(screen.getByLabelText('Loading reviews')).toHaveAttribute('aria-busy', 'true');
  });
});
