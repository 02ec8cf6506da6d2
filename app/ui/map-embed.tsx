// The office map of the contact block: a placeholder naming its frame (data-map-src); the browser adds the
// third-party iframe once the section scrolls into view (static-chrome.tsx), or <noscript> does without JavaScript.
import MapPin from "lucide-react/icons/map-pin";
import { useT } from "../i18n/use-t.ts";

/** The frame's attributes: as on the detail page (docs/decisions/022), only our origin leaks, the frame is boxed in. */
export const MAP_FRAME = {
  loading: "lazy",
  referrerPolicy: "strict-origin-when-cross-origin",
  sandbox: "allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox",
  className: "absolute inset-0 size-full border-0",
} as const;

export function MapEmbed({ src, title }: { src: string; title: string }) {
  const t = useT();
  return (
    <div
      data-map-src={src}
      data-map-title={title}
      className="relative h-72 w-full overflow-hidden rounded-xl bg-slate-200 md:h-full md:min-h-80"
    >
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-slate-600">
        <MapPin aria-hidden="true" className="size-8" />
        <span>{t("Mapa de la oficina")}</span>
      </div>
      <noscript>
        <iframe src={src} title={title} {...MAP_FRAME} />
      </noscript>
    </div>
  );
}
