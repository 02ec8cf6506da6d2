// The heart of a card and of the detail page: saves the listing on this device (app/favourites/saved-ids.ts).
import { useEffect, useState } from "react";
import Heart from "lucide-react/icons/heart";
import { FAVOURITES_CHANGED, FAVOURITES_KEY } from "../favourites/keys.ts";
import { useT } from "../i18n/use-t.ts";

/** Whether this device keeps the listing; read directly so the list code can load on the first click. */
function isSaved(id: string): boolean {
  try {
    return (localStorage.getItem(FAVOURITES_KEY) ?? "").split(",").includes(id);
  } catch {
    return false;
  }
}

export function FavouriteButton({ id, name, className = "" }: { id: string; name: string; className?: string }) {
  // Not saved on the server and during hydration; the device's list is read right after (no mismatch).
  const [saved, setSaved] = useState(false);
  const t = useT();
  useEffect(() => {
    const sync = () => setSaved(isSaved(id));
    sync();
    window.addEventListener(FAVOURITES_CHANGED, sync);
    window.addEventListener("storage", sync);
    return () => {
      window.removeEventListener(FAVOURITES_CHANGED, sync);
      window.removeEventListener("storage", sync);
    };
  }, [id]);
  const toggle = async () => {
    const { FAVOURITES, toggleSavedId } = await import("../favourites/saved-ids.ts");
    toggleSavedId(FAVOURITES, id);
  };
  return (
    // A fixed 44px box rendered by the server: the pressed state changes colours only, never the layout.
    <button
      type="button"
      aria-pressed={saved}
      aria-label={t("Guardar en favoritos: {name}", { name })}
      onClick={toggle}
      className={`flex size-11 shrink-0 items-center justify-center rounded-full bg-white/90 shadow ${className}`}
    >
      <Heart aria-hidden="true" className={`size-6 ${saved ? "fill-rose-600 text-rose-600" : "text-slate-700"}`} />
    </button>
  );
}
