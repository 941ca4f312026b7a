import Bowser from 'bowser';

export interface SessionDevice {
  browser: string | null;
  os: string | null;
}

/** The User-Agent header of a request (the header normaliser lower-cases names). */
export function userAgentOf(event: { headers?: Record<string, string | undefined> }): string | undefined {
  return event.headers?.['user-agent'] || undefined;
}

/** The browser and system a User-Agent names ("Chrome", "Windows"), for the list of sessions. */
export function deviceOf(userAgent: string | undefined): SessionDevice {
  if (!userAgent) return { browser: null, os: null };
  const { browser, os } = Bowser.parse(userAgent);
  return { browser: browser.name || null, os: os.name || null };
}
