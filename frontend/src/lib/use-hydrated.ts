// False while the server renders a page and while the browser hydrates it, true from the render
// after: what a page can do only with its code (sign in through Firebase) waits for this, so a tap
// before the code arrives is never taken by a control that can't act on it.
import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
