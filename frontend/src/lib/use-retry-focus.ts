import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/**
 * Retry disappears with the error it answered, and focus would fall to the page: once the retried
 * load has settled, focus goes to `target` (the screen's heading), whatever the load brought. A
 * `target` that is a box around the screen gives it to the box's first heading (the error's, or the
 * one the load brought); that heading needs `tabIndex={-1}`.
 * Pass `target` when the heading's ref is shared (two loads on one screen, or a heading that owns a ref).
 */
export function useRetryFocus<T extends HTMLElement>(settled: boolean, shared?: RefObject<T | null>) {
  const own = useRef<T>(null);
  const target = shared ?? own;
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    if (!retrying || !settled) return;
    const element = target.current;
    const heading = element && !/^H[1-6]$/.test(element.tagName) ? element.querySelector<HTMLElement>('h1, h2') : element;
    heading?.focus();
    setRetrying(false);
  }, [retrying, settled, target]);
  const retry = useCallback((load: () => unknown) => {
    setRetrying(true);
    void load();
  }, []);
  return { target, retry };
}
