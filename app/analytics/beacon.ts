// Browser side of first-party page views: a small beacon with the path, the referrer and the anonymous visit id.

export const EVENTS_ENDPOINT = "/api/events";

export interface PageViewBeacon {
  path: string;
  referrer: string;
  /** From visit-id.ts; null when the browser keeps no session storage. */
  visit: string | null;
}

export function sendPageView(view: PageViewBeacon): void {
  const body = JSON.stringify(view);
  try {
    if (navigator.sendBeacon?.(EVENTS_ENDPOINT, new Blob([body], { type: "application/json" }))) return;
  } catch {
    // fall through to fetch
  }
  fetch(EVENTS_ENDPOINT, {
    method: "POST",
    body,
    keepalive: true,
    headers: { "Content-Type": "application/json" },
  }).catch(() => {});
}
