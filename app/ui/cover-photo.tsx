// A listing's cover photo filling its card's image box (responsive WebP variants), or a "no photos" mark.
import ImageOff from "lucide-react/icons/image-off";
import { usePhotoBase } from "../photos/photo-base.ts";
import { photoSrcSet, variantUrl } from "../photos/variants.ts";
import type { Photo } from "../properties/types.ts";
import { useT } from "../i18n/use-t.ts";

export function CoverPhoto({
  id,
  cover,
  alt,
  sizes,
  eager = false,
  className = "",
}: {
  id: string;
  cover: Photo | null;
  alt: string;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  const base = usePhotoBase();
  const t = useT();
  if (!cover) {
    return (
      <div className="absolute inset-0 flex items-center justify-center text-slate-500">
        <ImageOff aria-hidden="true" className="size-8" />
        <span className="sr-only">{t("Sin fotos")}</span>
      </div>
    );
  }
  return (
    <img
      src={variantUrl(id, cover.n, 800, base)}
      srcSet={photoSrcSet(id, cover, base)}
      sizes={sizes}
      width={cover.width}
      height={cover.height}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      className={`absolute inset-0 size-full object-cover ${className}`}
    />
  );
}
