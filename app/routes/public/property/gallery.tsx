// Detail-page gallery: main slide with autoplay, controls, swipe and arrow keys; thumbnails; full-screen viewer.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import type { Photo } from "../../../properties/types.ts";
import { usePhotoBase } from "../../../photos/photo-base.ts";
import { photoImgProps } from "./photo.ts";
import { Thumbnails } from "./thumbnails.tsx";
import { useT } from "../../../i18n/use-t.ts";

// The full-screen viewer loads when a visitor opens it, not with the page (first-load JS budget, decision 150).
const PhotoViewer = lazy(() => import("./viewer.tsx").then((m) => ({ default: m.PhotoViewer })));

/** SPEC.md §9: the gallery moves on by itself every 5000 ms, also after the visitor used it. */
export const AUTOPLAY_MS = 5000;
const SWIPE_PX = 40;
const SIZES = "(min-width: 1024px) 704px, 100vw";

export function Gallery({ id, name, photos }: { id: string; name: string; photos: Photo[] }) {
  const t = useT();
  const count = photos.length;
  const [index, setIndex] = useState(0);
  const photoBase = usePhotoBase();
  const [viewerAt, setViewerAt] = useState<number | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const track = useRef<HTMLUListElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const go = (to: number) => setIndex(((to % count) + count) % count);

  useEffect(() => setHydrated(true), []);
  // Restarted after every change (manual or automatic): interaction never stops it. Paused under the viewer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` is listed so that every change restarts it.
  useEffect(() => {
    if (count < 2 || viewerAt !== null) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [index, count, viewerAt]);

  // Focus on a photo follows the visible slide, so keyboard users are never left on a hidden one.
  useEffect(() => {
    const el = track.current;
    if (el?.contains(document.activeElement)) el.querySelectorAll("button")[index]?.focus({ preventScroll: true });
  }, [index]);

  if (count === 0) {
    return (
      <div className="flex aspect-[3/2] items-center justify-center rounded-lg bg-slate-100 text-slate-600">
        {t("Sin fotos")}
      </div>
    );
  }

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
    e.preventDefault();
    go(index + (e.key === "ArrowRight" ? 1 : -1));
  };
  const onPointerUp = (e: React.PointerEvent) => {
    const start = touch.current;
    touch.current = null;
    if (!start) return;
    const dx = e.clientX - start.x;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - start.y)) {
      swiped.current = true;
      go(index + (dx < 0 ? 1 : -1));
    }
  };
  const control =
    "absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 " +
    "text-slate-900 shadow hover:bg-white";

  return (
    <section aria-roledescription={t("carrusel")} aria-label={t("Fotos de {name}", { name })} onKeyDown={onKeyDown}>
      <div
        className="relative aspect-[3/2] touch-pan-y overflow-hidden rounded-lg bg-slate-100"
        onPointerDown={(e) => {
          if (e.pointerType !== "mouse") touch.current = { x: e.clientX, y: e.clientY };
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (touch.current = null)}
      >
        <ul
          ref={track}
          className="flex h-full transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
          data-testid="gallery-track"
          data-index={index}
        >
          {photos.map((photo, i) => {
            const near = i === index || i === (index + 1) % count;
            return (
              <li
                key={photo.n}
                className="h-full w-full shrink-0"
                aria-roledescription={t("diapositiva")}
                aria-label={t("{n} de {count}", { n: i + 1, count })}
                aria-hidden={i !== index}
              >
                <button
                  type="button"
                  className="block h-full w-full cursor-zoom-in"
                  tabIndex={i === index ? 0 : -1}
                  aria-label={t("Ver foto {n} en pantalla completa", { n: i + 1 })}
                  onClick={() => {
                    if (swiped.current) swiped.current = false;
                    else setViewerAt(i);
                  }}
                >
                  <img
                    {...photoImgProps(id, photo, SIZES, photoBase)}
                    alt={t("{name}, foto {n} de {count}", { name, n: i + 1, count })}
                    className="h-full w-full object-cover"
                    draggable={false}
                    loading={i === 0 || (hydrated && near) ? "eager" : "lazy"}
                    fetchPriority={i === 0 ? "high" : undefined}
                    decoding={i === 0 ? undefined : "async"}
                  />
                </button>
              </li>
            );
          })}
        </ul>
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${control} left-2`}
              aria-label={t("Foto anterior")}
              onClick={() => go(index - 1)}
            >
              <ChevronLeft aria-hidden="true" />
            </button>
            <button
              type="button"
              className={`${control} right-2`}
              aria-label={t("Foto siguiente")}
              onClick={() => go(index + 1)}
            >
              <ChevronRight aria-hidden="true" />
            </button>
            <p
              className="absolute right-2 bottom-2 rounded bg-black/70 px-2 py-0.5 text-sm text-white"
              aria-hidden="true"
            >
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && <Thumbnails id={id} photos={photos} active={index} onSelect={go} />}
      {viewerAt !== null && (
        <Suspense fallback={null}>
          <PhotoViewer
            id={id}
            name={name}
            photos={photos}
            start={viewerAt}
            onClose={() => setViewerAt(null)}
            imgProps={photoImgProps}
          />
        </Suspense>
      )}
    </section>
  );
}
