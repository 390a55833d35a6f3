import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The same cache key on the server and in the browser, so class names match when React hydrates.
 */
export const createEmotionCache = (): EmotionCache => createCache({ key: 'css' });

/**
 * The attribute of a server-rendered page's style tags, holding the cache's key and the names of
 * the styles in it. Emotion would adopt tags under its own `data-emotion` by moving them, once per
 * cache it creates (three on our pages): each move re-parses ~45 KB of CSS and restyles the page,
 * measured as 200 ms of a phone's start-up at 4× slowdown. Under this name they stay where they are.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/** The browser's cache for a server-rendered page: it knows the page's styles are in, and never inserts them again. */
export function createHydratingEmotionCache(document: Document): EmotionCache {
  const cache = createEmotionCache();
  for (const tag of document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    const [key, ...names] = (tag.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const name of names) cache.inserted[name] = true;
  }
  return cache;
}
