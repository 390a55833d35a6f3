// Every story's test ends with a picture of the story at its viewport, compared with the committed
// baseline beside the story file (__screenshots__/). What could make two runs of the same story
// differ is held still first: the clock, the fonts, the pictures, transitions and the caret; and
// what would make two machines differ is refused: text in a font the project doesn't ship.
import { afterEach, beforeEach, expect, vi, type TestContext } from 'vitest';
import { commands, page } from 'vitest/browser';
import { configure } from 'storybook/test';
import { loadShippedFonts, textsInSystemFonts } from './shipped-fonts';

declare module 'vitest/browser' {
  interface BrowserCommands {
    keepBaselineForReview: (storyName: string) => Promise<void>;
  }
}

// A play function's findBy… waits for what the story shows once its lazily loaded code and its mocked
// data are in: well under a second alone, but in `npm test`, beside the backend and e2e suites on two
// cores, a declined card's message once took longer than the default second. Every story gets the
// frontend tests' margin, not just those that remembered to pass a timeout.
configure({ asyncUtilTimeout: 10_000 });

// Any fixed moment: the footer's year, an order's "pay before" time and a review's date come from it.
const NOW = new Date('2026-03-14T10:30:00Z');

// Playwright's screenshot already finishes CSS animations (and stops endless ones at their start);
// transitions and MUI's ripples are switched off so nothing is caught half-way, whenever it is taken.
const STILL = `
*, *::before, *::after { transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }
.MuiTouchRipple-root { display: none !important; }
`;

beforeEach(() => {
  vi.setSystemTime(NOW);
  if (!document.getElementById('visual-test-still')) {
    const style = document.createElement('style');
    style.id = 'visual-test-still';
    style.textContent = STILL;
    document.head.append(style);
  }
});

/** The shop's own faces (not the metric-matched system fallbacks), and every picture, decoded. */
async function settle() {
  await loadShippedFonts();
  const images = [...document.images];
  for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

// Storybook lays a story out by its `layout` parameter with its own page's CSS, which the tests
// don't load: the picture gets the same margins, so it looks as the story does in Storybook.
const LAYOUTS: Record<string, string> = {
  padded: 'padding: 1rem;',
  centered: 'display: flex; align-items: center; justify-content: center; min-height: 100vh; padding: 1rem; box-sizing: border-box;',
};

async function matchBaseline(context: TestContext) {
  await settle();
  // A picture with a system font in it would differ on the next machine: refused before it is taken.
  expect(textsInSystemFonts(), 'text drawn in a font the project does not ship (lib/fonts.css)').toEqual([]);
  const { layout } = (context as { story?: { parameters: { layout?: string } } }).story?.parameters ?? {};
  // Added to, not replacing, what is there (an open dialog's `overflow: hidden`).
  const bodyStyle = document.body.style.cssText;
  document.body.style.cssText = `${bodyStyle} ${LAYOUTS[layout ?? ''] ?? ''}`;
  // The viewport, whatever the story renders there (a dialog in a portal, a page longer than the screen).
  const viewport = document.createElement('div');
  viewport.style.cssText = 'position: fixed; inset: 0; pointer-events: none;';
  document.body.append(viewport);
  try {
    await expect.element(page.elementLocator(viewport)).toMatchScreenshot(context.task.name);
  } catch (error) {
    await commands.keepBaselineForReview(context.task.name);
    throw error;
  } finally {
    viewport.remove();
    document.body.style.cssText = bodyStyle;
  }
}

afterEach(async (context) => {
  try {
    // A story that failed shows its own error; its picture would only repeat it (or, on update, keep a broken one).
    if (context.task.result?.state !== 'fail') await matchBaseline(context);
  } finally {
    vi.useRealTimers();
  }
});
