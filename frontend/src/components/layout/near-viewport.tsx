import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` (typically a lazily loaded section) once its place comes within a screen or
 * so of the viewport, keeping code below the fold off the page's first load. `minHeight` holds
 * the place meanwhile so nothing jumps when it arrives. The server renders the placeholder too, so
 * the browser's first render (hydration) matches it.
 */
export function NearViewport({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (near || !place.current) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: '800px 0px' });
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [near]);

  const placeholder = <div style={{ minHeight }} />;
  return <div ref={place}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
