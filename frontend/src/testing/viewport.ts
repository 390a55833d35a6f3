import { vi } from 'vitest';

/** happy-dom's own window API (jsdom has none): it applies the stylesheets' media queries at this size. */
const happyDom = () => (window as unknown as { happyDOM?: { setViewport(viewport: { width: number; height: number }): void } }).happyDOM;
const DESKTOP = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

/**
 * Makes the screens believe they are on a phone: every `max-width` media query matches, for the
 * components that ask (useMediaQuery) and, under happy-dom, for the styles too. Undo with
 * `vi.unstubAllGlobals()`; the test set-up puts the window back to a desktop's width.
 */
export function onAPhone() {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: media.includes('max-width'),
    media,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
  happyDom()?.setViewport(PHONE);
}

export function leaveThePhone() {
  happyDom()?.setViewport(DESKTOP);
}
