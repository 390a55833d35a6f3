import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

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
  loaders.push(loadNow);
  // Where the code isn't here yet (the browser), React keeps the server's HTML, or the placeholder,
  // until it is; where it is (the server, which loads it first), the section renders straight away.
  const LoadedWhenIdle = lazy(() => whenIdle().then(loadNow).then(() => ({ default: Section as ComponentType<P> })));

  function Loaded(props: P) {
    const Component = Section ?? LoadedWhenIdle;
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
