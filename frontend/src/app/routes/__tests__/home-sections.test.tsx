import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reviewFixtures } from '../../../testing/fixtures/reviews';
import { expectNoAxeViolations, renderWithProviders } from '../../../testing/test-utils';
import { HomeSections } from '../home-sections';

// Half a page of MUI in jsdom: the first render and axe over all of it need more than the default time.
const WHOLE_PAGE_TIMEOUT_MS = 40_000;

describe('Home sections', () => {
  it(
    'when the home page renders them, then About, reviews, services and contact are reachable sections in a sensible order',
    async () => {
      const { container } = renderWithProviders(<HomeSections />);
      // Role queries over a page this size are slow in jsdom; plain selectors keep the test quick.
      // The sections below the catalogue hydrate (here: render) once the browser is idle.
      await screen.findByText(reviewFixtures[0]!.title, {}, { timeout: 15_000 });
      // Each section's code loads on its own, in no fixed order.
      await waitFor(
        () =>
          expect([...container.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual([
            'Trusted by the trades',
            'Customer Reviews',
            'Our services',
            'Contact us',
            'Newsletter',
          ]),
        { timeout: 15_000 },
      );
      expect([...container.querySelectorAll('section[id]')].map((section) => section.id)).toEqual(['about', 'reviews', 'services', 'contact', 'newsletter']);
      expect(await screen.findByText('Free delivery on every order of $1000 or more.')).toBeInTheDocument();
      // Only what the shop does: checkout takes cards, and no count of tools that the catalogue may not hold.
      expect(screen.getByText('Secure card payment')).toBeInTheDocument();
      expect(screen.queryByText(/cash on delivery/i)).not.toBeInTheDocument();
      expect(screen.queryByText(/tools in stock/)).not.toBeInTheDocument();
      // Every promise from the shop's settings (GET /api/config), none the shop doesn't keep.
      expect(screen.queryByText(/24\/7|day or night|12,000|15 years/)).not.toBeInTheDocument();
      expect(screen.getByText('Someone who knows the tools answers your message within one working day.')).toBeInTheDocument();
      expect(screen.getByText('1 working day')).toBeInTheDocument();
      expect(screen.getByText('24 hours')).toBeInTheDocument();
      await expectNoAxeViolations(container);
    },
    WHOLE_PAGE_TIMEOUT_MS,
  );
});
