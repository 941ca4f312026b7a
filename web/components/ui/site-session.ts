import { createContext, useContext } from 'react';

/**
 * Where the signed-in user's app is, for the public pages' header; null when nobody is signed in.
 * The app layer provides it from the account feature (web/app/site-session.tsx): shared UI only reads it.
 */
export const SiteSessionContext = createContext<string | null>(null);

/** The signed-in user's app, or null: the header then offers to log in. */
export function useSignedInHome(): string | null {
  return useContext(SiteSessionContext);
}
