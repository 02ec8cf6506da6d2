// The layout's server-rendered contact block, footer and WhatsApp link (static-chrome.server.tsx) in the browser:
// its links still navigate inside the app, and the office map's frame is added once it scrolls into view.
// On a page's own request the HTML is not in the layout's data: the server renders it from DocumentChrome and the
// browser keeps what the page has until a different chrome (another id) arrives (docs/decisions/230).
import { useContext, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { MAP_FRAME } from "./map-embed.tsx";
import { DocumentChrome } from "./document-chrome.ts";

export function StaticChrome({ html, id }: { html: string | undefined; id: string }) {
  const box = useRef<HTMLDivElement>(null);
  const fromServer = useContext(DocumentChrome);
  // What the page first showed: in the browser, "" leaves the server's HTML in place (hydration does not set it).
  const [first] = useState(() => ({ id, html: html ?? fromServer ?? "" }));
  const shown = id === first.id ? first.html : (html ?? "");
  const navigate = useNavigate();
  useEffect(() => {
    const map = box.current?.querySelector<HTMLElement>("[data-map-src]");
    if (!map) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      const frame = document.createElement("iframe");
      frame.src = map.dataset.mapSrc!;
      frame.title = map.dataset.mapTitle!;
      frame.setAttribute("loading", MAP_FRAME.loading);
      frame.setAttribute("referrerpolicy", MAP_FRAME.referrerPolicy);
      frame.setAttribute("sandbox", MAP_FRAME.sandbox);
      frame.className = MAP_FRAME.className;
      map.replaceChildren(frame);
    });
    observer.observe(map);
    return () => observer.disconnect();
  }, []);
  // The floating WhatsApp link steps aside while a control lies under it (float-clearance.ts, loaded after the
  // first load: budget); again per chrome (`shown` "" is the server's HTML, left in place).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new chrome's HTML has a new link to watch.
  useEffect(() => {
    const float = box.current?.querySelector<HTMLElement>("[data-float]");
    const watching = float && import("./float-clearance.ts").then((m) => m.keepFloatClear(float));
    return () => void watching?.then((stop) => stop());
  }, [shown]);
  // A plain click on a link of ours is a client-side navigation, as <Link> would make it.
  const onClick = (e: React.MouseEvent) => {
    const a = (e.target as Element).closest("a");
    const href = a?.getAttribute("href");
    if (!href?.startsWith("/") || a?.target || e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate(href);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: only delegates the links' own clicks.
    <div
      ref={box}
      className="contents"
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own components' markup, rendered by the layout's loader.
      dangerouslySetInnerHTML={{ __html: shown }}
      suppressHydrationWarning
    />
  );
}
