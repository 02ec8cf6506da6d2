// Full-screen photo viewer: a modal <dialog> with arrows, Esc and a close button; focus stays inside and
// returns to the photo that opened it.
import { useEffect, useRef, useState } from "react";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import X from "lucide-react/icons/x";
import type { Photo } from "../../../properties/types.ts";
import { usePhotoBase } from "../../../photos/photo-base.ts";
import type { photoImgProps } from "./photo.ts";
import { useT } from "../../../i18n/use-t.ts";

interface Props {
  /** The gallery's photo.ts helper, passed in so this lazily loaded chunk does not split photo.ts into a file of its own. */
  imgProps: typeof photoImgProps;
  id: string;
  name: string;
  photos: Photo[];
  start: number;
  onClose: () => void;
}

export function PhotoViewer({ id, name, photos, start, onClose, imgProps }: Props) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(start);
  const photoBase = usePhotoBase();
  const count = photos.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const root = document.documentElement;
    dialog.current?.showModal();
    closeButton.current?.focus();
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = "";
      opener?.focus();
    };
  }, []);

  const onKeyDown = (e: React.KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === "ArrowLeft" || e.key === "ArrowRight") {
      e.preventDefault();
      e.stopPropagation();
      go(e.key === "ArrowRight" ? 1 : -1);
    } else if (e.key === "Tab") {
      // Keep Tab within the viewer (a modal dialog would otherwise let focus reach the browser's toolbar).
      const focusable = [...e.currentTarget.querySelectorAll<HTMLElement>("button")];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    }
  };

  const photo = photos[index];
  const control = "flex size-12 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30";
  return (
    <dialog
      ref={dialog}
      aria-label={t("Fotos de {name}", { name })}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black/95 p-0 text-white backdrop:bg-black/80"
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between p-2">
          <p aria-live="polite" className="px-2">
            {t("Foto {n} de {count}", { n: index + 1, count })}
          </p>
          <button ref={closeButton} type="button" className={control} aria-label={t("Cerrar")} onClick={onClose}>
            <X aria-hidden="true" />
          </button>
        </div>
        <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4">
          <img
            key={photo.n}
            {...imgProps(id, photo, "100vw", photoBase)}
            alt={t("{name}, foto {n} de {count}", { name, n: index + 1, count })}
            className="max-h-full max-w-full object-contain"
            data-photo-n={photo.n}
          />
          {count > 1 && (
            <>
              <button
                type="button"
                className={`${control} absolute left-2`}
                aria-label={t("Foto anterior")}
                onClick={() => go(-1)}
              >
                <ChevronLeft aria-hidden="true" />
              </button>
              <button
                type="button"
                className={`${control} absolute right-2`}
                aria-label={t("Foto siguiente")}
                onClick={() => go(1)}
              >
                <ChevronRight aria-hidden="true" />
              </button>
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}
