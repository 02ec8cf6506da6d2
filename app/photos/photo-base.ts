// The base of public photo URLs for components: the root loader's `photosBase` (PHOTOS_PUBLIC_URL, decision 122)
// or /media. Read from the root's data, so the server's HTML and the hydrated page name the same URLs.
import { useRouteLoaderData } from "react-router";
import { MEDIA_BASE } from "./variants.ts";

export function usePhotoBase(): string {
  const root = useRouteLoaderData("root") as { photosBase?: string | null } | undefined;
  return root?.photosBase ?? MEDIA_BASE;
}
