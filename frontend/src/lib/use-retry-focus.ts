import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Retry disappears with the error it answered, and focus would fall to the page: once the retried
 * load has settled, focus goes to `target` (the screen's heading), whatever the load brought.
 */
export function useRetryFocus<T extends HTMLElement>(settled: boolean) {
  const target = useRef<T>(null);
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    if (!retrying || !settled) return;
    target.current?.focus();
    setRetrying(false);
  }, [retrying, settled]);
  const retry = useCallback((load: () => unknown) => {
    setRetrying(true);
    void load();
  }, []);
  return { target, retry };
}
