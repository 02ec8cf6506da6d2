// The interactive map of /mapa: nothing in the server's HTML (the list below is the page without JavaScript);
// after hydration Leaflet, the clusters and their CSS arrive by dynamic import (decision 163), so no first-load
// chunk carries them.
import { useEffect, useRef, useState } from "react";
import { usePhotoBase } from "../photos/photo-base.ts";
import type { MapPin } from "./pin.ts";
import type { MapTiles } from "./tiles.ts";
import { useT } from "../i18n/use-t.ts";
import { APPROXIMATE_LOCATION, MAP_LOAD_FAILED, MAP_LOADING, MAP_REGION_LABEL, MAP_SEE_LISTING } from "./texts.ts";

export function ResultsMap({ pins, tiles }: { pins: MapPin[]; tiles: MapTiles }) {
  const box = useRef<HTMLElement>(null);
  const base = usePhotoBase();
  const t = useT();
  const approximate = t(APPROXIMATE_LOCATION);
  const more = t(MAP_SEE_LISTING);
  const [hydrated, setHydrated] = useState(false);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!hydrated) return;
    let dispose: (() => void) | null = null;
    let cancelled = false;
    setStatus("loading");
    import("./leaflet-results.ts")
      .then(async ({ showResults }) => {
        if (cancelled || !box.current) return;
        const remove = await showResults(box.current, pins, tiles, base, { approximate, more });
        if (cancelled) return remove();
        dispose = remove;
        setStatus("ready");
      })
      .catch(() => setStatus("failed"));
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [hydrated, pins, tiles, base, approximate, more]);
  if (!hydrated) return null;
  return (
    <div className="relative">
      <section
        ref={box}
        aria-label={t(MAP_REGION_LABEL)}
        data-map-state={status}
        className="h-[60svh] min-h-80 w-full overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200"
      />
      {status !== "ready" ? (
        <p className="pointer-events-none absolute inset-0 flex items-center justify-center p-4 text-center text-slate-700">
          {status === "failed" ? t(MAP_LOAD_FAILED) : t(MAP_LOADING)}
        </p>
      ) : null}
    </div>
  );
}
