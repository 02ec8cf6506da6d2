// Thumbnail strip under the gallery: 4 visible, 5 from 640px, 6 from 768px, 7 from 1024px (SPEC.md §9).
import { useEffect, useRef } from "react";
import type { Photo } from "../../../properties/types.ts";
import { usePhotoBase } from "../../../photos/photo-base.ts";
import { thumbImgProps } from "./photo.ts";
import { useT } from "../../../i18n/use-t.ts";

interface Props {
  id: string;
  photos: Photo[];
  active: number;
  onSelect: (index: number) => void;
}

export function Thumbnails({ id, photos, active, onSelect }: Props) {
  const t = useT();
  const strip = useRef<HTMLDivElement>(null);
  const photoBase = usePhotoBase();

  // Keep the active thumbnail in view by scrolling the strip only (never the page).
  useEffect(() => {
    const el = strip.current;
    const item = el?.children[0]?.children[active] as HTMLElement | undefined;
    if (!el || !item) return;
    const left = item.offsetLeft - (el.clientWidth - item.offsetWidth) / 2;
    el.scrollTo({ left: Math.max(0, left), behavior: "smooth" });
  }, [active]);

  return (
    <div ref={strip} className="-mx-1 mt-2 overflow-x-auto [scrollbar-width:none]" data-testid="thumbnails">
      <ul className="flex">
        {photos.map((photo, i) => (
          <li key={photo.n} className="shrink-0 basis-1/4 p-1 sm:basis-1/5 md:basis-1/6 lg:basis-1/7">
            <button
              type="button"
              className={`block aspect-[3/2] w-full overflow-hidden rounded transition ${
                i === active ? "opacity-100 ring-3 ring-accent" : "opacity-70 hover:opacity-100"
              }`}
              aria-label={t("Mostrar foto {n}", { n: i + 1 })}
              aria-current={i === active ? "true" : undefined}
              onClick={() => onSelect(i)}
            >
              <img
                {...thumbImgProps(id, photo, photoBase)}
                alt=""
                loading="lazy"
                decoding="async"
                className="h-full w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
