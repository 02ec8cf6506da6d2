// Records every page view of the public site, the first load and each client-side route change.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { sendPageView } from "./beacon.ts";
import { visitId } from "./visit-id.ts";
import { sendGa4PageView } from "./ga4.ts";

export function usePageViews(gaMeasurementId: string | null): void {
  const location = useLocation();
  const previous = useRef<string | null>(null);
  const path = location.pathname + location.search;
  useEffect(() => {
    // Within the site the referrer is the previous page; on the first view, the browser's referrer.
    const referrer = previous.current ? window.location.origin + previous.current : document.referrer;
    previous.current = path;
    sendPageView({ path, referrer, visit: visitId() });
    if (gaMeasurementId) {
      const id = gaMeasurementId;
      // After the page is idle, so analytics never competes with the page itself.
      const run = () => sendGa4PageView(id, path);
      if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 3000 });
      else setTimeout(run, 1000);
    }
  }, [path, gaMeasurementId]);
}
