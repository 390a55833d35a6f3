import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../../testing/test-utils';
import BlogsRoute from '../blogs';

describe('Blog page', () => {
  it('when opened, then a titled page lists the React and JavaScript questions under their own headings', async () => {
    const { container } = renderWithProviders(<BlogsRoute />, { route: '/blogs', path: '/blogs' });
    expect(screen.getByRole('heading', { level: 1, name: 'Questions and answers about React and JavaScript' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['React', 'JavaScript']);
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(5);
    await waitFor(() => expect(document.title).toBe('Blog: React and JavaScript questions | Hand Tool Shop'));
    await expectNoAxeViolations(container);
  });

  it('when a question is opened, then its answer shows', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BlogsRoute />, { route: '/blogs', path: '/blogs' });
    const question = screen.getByRole('button', { name: 'What is the difference between == and ===?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'What is the difference between == and ===?' })).toHaveTextContent('Use === everywhere.');
  });
});
