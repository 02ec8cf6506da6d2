// The office map: the third-party iframe is only added once its section scrolls into view.
import { useEffect, useRef, useState } from "react";
import MapPin from "lucide-react/icons/map-pin";
import { useT } from "../i18n/use-t.ts";

export function MapEmbed({ src, title }: { src: string; title: string }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || visible) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setVisible(true);
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);
  // One frame for both cases: added on scroll with JavaScript, inside <noscript> without it.
  const frame = (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      // As on the detail page (docs/decisions/022): only our origin leaks, the frame stays boxed in.
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      className="absolute inset-0 size-full border-0"
    />
  );
  return (
    <div ref={box} className="relative h-72 w-full overflow-hidden rounded-xl bg-slate-200 md:h-full md:min-h-80">
      {visible ? (
        frame
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-slate-600">
          <MapPin aria-hidden="true" className="size-8" />
          <span>{t("Mapa de la oficina")}</span>
        </div>
      )}
      <noscript>{frame}</noscript>
    </div>
  );
}
