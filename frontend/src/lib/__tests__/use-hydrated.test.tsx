import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useHydrated } from '../use-hydrated';

function Login() {
  return <button disabled={!useHydrated()}>Login</button>;
}

describe('whether the page’s code is there', () => {
  it('when the server renders the page, then what needs the code is disabled', () => {
    expect(renderToString(<Login />)).toBe('<button disabled="">Login</button>');
  });

  it('when the browser hydrates the server’s page, then it matches it first and is enabled once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Login />);
    document.body.append(container);
    const mismatch = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Login />, { onRecoverableError: mismatch });
    });
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(mismatch).not.toHaveBeenCalled();
    container.remove();
  });

  it('when the page is rendered in the browser (a navigation), then it is enabled at once', () => {
    render(<Login />);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});
