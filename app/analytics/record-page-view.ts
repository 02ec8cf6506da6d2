// One page view, recorded: the first-party beacon now, GA4 (when configured) once the page is idle.
import { sendPageView } from "./beacon.ts";
import { sendGa4PageView } from "./ga4.ts";
import { visitId } from "./visit-id.ts";

export function recordPageView(path: string, referrer: string, gaMeasurementId: string | null): void {
  sendPageView({ path, referrer, visit: visitId() });
  if (!gaMeasurementId) return;
  // After the page is idle, so analytics never competes with the page itself.
  const run = () => sendGa4PageView(gaMeasurementId, path);
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
}
