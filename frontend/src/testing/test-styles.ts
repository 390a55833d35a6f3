import type { EmotionCache } from '@emotion/react';
import { createEmotionCache } from '../lib/emotion-cache';

let fileStyles: EmotionCache | undefined;

/**
 * The renders of one test file share an Emotion cache whose style tags go when the file ends. With
 * the one default cache, a worker that runs many files kept every style any earlier file had
 * inserted (over a thousand tags after four files), and every getComputedStyle (each getByRole, each
 * axe run) walked them all: fourteen files in one worker took 82 s instead of 55 s. A cache per
 * test was no faster: each test then inserts, and the DOM parses, the same styles again.
 */
export function stylesForThisFile() {
  fileStyles ??= createEmotionCache();
  return fileStyles;
}

/** Removes the style tags this file's renders inserted (called after each file). */
export function removeRenderedStyles() {
  fileStyles?.sheet.flush();
  fileStyles = undefined;
}
