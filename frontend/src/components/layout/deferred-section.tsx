import { Suspense, use, type ComponentType, type ReactNode } from 'react';

// Every deferred section's loader, so that a server render can have them all before it renders.
const loaders: Array<() => Promise<void>> = [];

/** For the server: loads every deferred section's code, so a render never waits on one (it would leave scripts in the page). */
export const loadDeferredSections = (): Promise<unknown> => Promise.all(loaders.map((load) => load()));

// A section the browser can do without at first: after the page's own work, or within two seconds.
const whenIdle = (): Promise<void> =>
  new Promise((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 200)));

/**
 * A section below the fold whose code the browser loads, and whose server-rendered HTML it
 * hydrates, only once it is idle: the HTML is whole from the first response (with or without
 * JavaScript), while the phone's main thread first makes the top of the page work. Until then React
 * keeps the server's HTML as it is; after a client-side navigation `placeholder` holds its place.
 */
export function deferredSection<P extends object>(load: () => Promise<ComponentType<P>>, placeholder: ReactNode) {
  let Section: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const loadNow = () =>
    (loading ??= load().then((component) => {
      Section = component;
    }));
  let loadingWhenIdle: Promise<void> | undefined;
  loaders.push(loadNow);

  function Loaded(props: P) {
    if (!Section) use((loadingWhenIdle ??= whenIdle().then(loadNow)));
    const Component = Section as ComponentType<P>;
    return <Component {...props} />;
  }

  return function DeferredSection(props: P) {
    return (
      <Suspense fallback={placeholder}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
