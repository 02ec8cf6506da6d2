// Optional Google Analytics 4 page views, only when GA_MEASUREMENT_ID is set; loaded after the page is idle.

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let loaded = false;

function ensureGtag(measurementId: string): Gtag {
  if (!window.gtag) {
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // gtag.js reads the `arguments` object itself, not an array.
      // biome-ignore lint/complexity/noArguments: gtag.js needs the arguments object itself.
      window.dataLayer!.push(arguments);
    };
    window.gtag("js", new Date());
    window.gtag("config", measurementId, { send_page_view: false });
  }
  if (!loaded) {
    loaded = true;
    // Allowed by the CSP: scripts added by our nonce'd bundle are trusted ('strict-dynamic').
    const script = document.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    document.head.appendChild(script);
  }
  return window.gtag;
}

export function sendGa4PageView(measurementId: string, path: string): void {
  ensureGtag(measurementId)("event", "page_view", {
    page_path: path,
    page_location: window.location.href,
    page_title: document.title,
  });
}
