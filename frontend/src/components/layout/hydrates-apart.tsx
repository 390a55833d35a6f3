import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates and commits on its own. Hydrating a whole
 * page is one commit, which can't be interrupted and held a phone's main thread for well over the
 * 50 ms a long task starts at; each boundary here is a smaller commit of its own, with the browser
 * free in between. Nothing inside suspends, so the fallback is never shown.
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
