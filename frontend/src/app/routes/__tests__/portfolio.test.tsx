import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../../testing/test-utils';
import PortfolioRoute from '../portfolio';

describe('Portfolio page', () => {
  it('when opened, then the developer’s skills and projects show, this shop among them, with a way to get in touch', async () => {
    const { container } = renderWithProviders(<PortfolioRoute />, { route: '/my-portfolio', path: '/my-portfolio' });
    expect(screen.getByRole('heading', { level: 1, name: "The shop's developer" })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Skills', 'Projects', 'Work with me']);
    expect(within(screen.getByRole('article', { name: 'Hand Tool Shop' })).getByRole('link', { name: 'Visit the shop' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/#contact');
    await waitFor(() => expect(document.title).toBe("The shop's developer | Hand Tool Shop"));
    await expectNoAxeViolations(container);
  });
});
