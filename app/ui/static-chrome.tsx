// The layout's server-rendered contact block, footer and WhatsApp link (static-chrome.server.tsx) in the browser:
// its links still navigate inside the app, and the office map's frame is added once it scrolls into view.
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { MAP_FRAME } from "./map-embed.tsx";

export function StaticChrome({ html }: { html: string }) {
  const box = useRef<HTMLDivElement>(null);
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
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own components' markup, rendered by the layout's loader.
    <div ref={box} className="contents" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
