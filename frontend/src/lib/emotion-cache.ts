import createCache from '@emotion/cache';

/**
 * The same cache key on the server and in the browser: the browser's cache then adopts the style
 * tags the server put in the page instead of inserting them again.
 */
export const createEmotionCache = () => createCache({ key: 'css' });
