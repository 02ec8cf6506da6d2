// Browser side of first-party page views: an anonymous per-tab visit id (sessionStorage, no cookie) and a beacon.

export const EVENTS_ENDPOINT = "/api/events";
const VISIT_KEY = "vitrina-visita";

let memoryVisit: string | undefined;

/** One id per browser tab session; never a cookie, never sent anywhere but our own endpoint. */
export function visitId(): string {
  try {
    let id = sessionStorage.getItem(VISIT_KEY);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(VISIT_KEY, id);
    }
    return id;
  } catch {
    // Storage disabled: one id per page load is the best we can do.
    return (memoryVisit ??= crypto.randomUUID());
  }
}

export interface PageViewBeacon {
  path: string;
  referrer: string;
  visit: string;
}

export function sendPageView(view: PageViewBeacon): void {
  const body = JSON.stringify(view);
  try {
    if (navigator.sendBeacon?.(EVENTS_ENDPOINT, new Blob([body], { type: "application/json" }))) return;
  } catch {
    // fall through to fetch
  }
  fetch(EVENTS_ENDPOINT, { method: "POST", body, keepalive: true, headers: { "Content-Type": "application/json" } }).catch(
    () => {},
  );
}
