// leaflet.markercluster is a script that extends the global `L`: it is imported once Leaflet is on `window`.
import type * as Leaflet from "leaflet";

export async function loadMarkerCluster(L: typeof Leaflet): Promise<void> {
  const w = window as unknown as { L?: typeof Leaflet };
  w.L = L;
  if (!("markerClusterGroup" in L)) await import("leaflet.markercluster");
}
