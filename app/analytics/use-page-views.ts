// Records every page view of the public site, the first load and each client-side route change.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

// The recording code loads after hydration, not with the page (first-load JS budget, docs/decisions/150).
const recorder = () => import("./record-page-view.ts");

export function usePageViews(gaMeasurementId: string | null): void {
  const location = useLocation();
  const previous = useRef<string | null>(null);
  const path = location.pathname + location.search;
  useEffect(() => {
    // Within the site the referrer is the previous page; on the first view, the browser's referrer.
    const referrer = previous.current ? window.location.origin + previous.current : document.referrer;
    previous.current = path;
    // Imports resolve in the order they were asked for, so views are sent in the order they happened.
    void recorder().then((m) => m.recordPageView(path, referrer, gaMeasurementId));
  }, [path, gaMeasurementId]);
}
