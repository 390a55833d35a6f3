import createCache, { type EmotionCache, type StylisElement, type StylisPlugin } from '@emotion/cache';

let fileStyles: EmotionCache | undefined;

/**
 * The declarations a test can observe in a DOM without layout: what hides an element from the
 * accessibility tree (Testing Library's queries, axe), what user-event refuses to click through,
 * and what a test asserts of a cell. Colours, spacing, fonts and transitions are the browser
 * tests' (Storybook's stories in Chromium).
 */
const OBSERVABLE = new Set(['display', 'visibility', 'pointer-events', 'white-space']);

/** Keeps `element`'s observable declarations; false when none is left in it. */
function keepObservable(element: StylisElement): boolean {
  if (typeof element.children === 'string') return element.type === 'decl' && OBSERVABLE.has(String(element.props));
  element.children = element.children.filter(keepObservable);
  if (element.children.length > 0) return true;
  // Emotion's development build inserts an emptied rule as `selector{}`; without a selector it inserts nothing.
  element.props = [];
  element.value = '';
  return false;
}

/**
 * Drops every other declaration, and so every rule left empty, before Emotion inserts it. Each
 * getComputedStyle (every getByRole's name, every axe run, every click) matches the element and
 * its ancestors against every rule in the document: profiled, that cascade was a fifth of the
 * frontend's unit tests' time.
 */
const onlyObservableDeclarations: StylisPlugin = (element) => {
  if (element.root === null) keepObservable(element);
};

/**
 * The renders of one test file share an Emotion cache whose style tags go when the file ends. With
 * the one default cache, a worker that runs many files kept every style any earlier file had
 * inserted (over a thousand tags after four files), and every getComputedStyle (each getByRole, each
 * axe run) walked them all: fourteen files in one worker took 82 s instead of 55 s. A cache per
 * test was no faster: each test then inserts, and the DOM parses, the same styles again.
 */
export function stylesForThisFile() {
  fileStyles ??= createCache({ key: 'css', stylisPlugins: [onlyObservableDeclarations] });
  return fileStyles;
}

/** Removes the style tags this file's renders inserted (called after each file). */
export function removeRenderedStyles() {
  fileStyles?.sheet.flush();
  fileStyles = undefined;
}
