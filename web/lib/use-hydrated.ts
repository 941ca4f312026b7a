import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False in the build's prerender and while React hydrates that HTML, true once the page responds
 * (at once on a page rendered in the browser). A control that only works with JavaScript stays
 * disabled until then, so a choice made too early is not silently undone by the hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
