// <img> attributes for a listing photo: responsive WebP variants with the photo's own size (no layout shift).
import { photoSrcSet, variantUrl } from "../../../photos/variants.ts";
import type { Photo } from "../../../properties/types.ts";

export function photoImgProps(id: string, photo: Photo, sizes: string, base?: string) {
  return {
    src: variantUrl(id, photo.n, photo.width >= 800 ? 800 : 400, base),
    srcSet: photoSrcSet(id, photo, base),
    sizes,
    width: photo.width,
    height: photo.height,
  };
}

/** Small image for thumbnails and cards. */
export function thumbImgProps(id: string, photo: Photo, base?: string) {
  const height = Math.round((photo.height / photo.width) * 400);
  return { src: variantUrl(id, photo.n, 400, base), width: 400, height };
}
