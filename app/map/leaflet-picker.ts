// Leaflet for the listing form's point (decision 160), loaded only by a dynamic import: a click puts the pin.
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import type { GeoPoint } from "./coordinates.ts";
import type { MapTiles } from "./tiles.ts";
import { roundTo } from "./approximate.ts";

/** With no point yet: the maps value's, else the whole country. */
const COUNTRY = { centre: [-38.4, -63.6] as [number, number], zoom: 4 };

export function showPicker(
  box: HTMLElement,
  tiles: MapTiles,
  start: { point: GeoPoint | null; hint: GeoPoint | null },
  onPick: (point: GeoPoint) => void,
) {
  const map = L.map(box);
  L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
  const centre = start.point ?? start.hint;
  if (centre) map.setView([centre.lat, centre.lng], 16);
  else map.setView(COUNTRY.centre, COUNTRY.zoom);
  const pin = L.circleMarker([0, 0], { radius: 9, weight: 3, color: "#fff", fillColor: "#0f5c4d", fillOpacity: 1 });
  const place = (p: GeoPoint | null) => {
    if (p) pin.setLatLng([p.lat, p.lng]).addTo(map);
    else pin.remove();
  };
  place(start.point);
  map.on("click", (e: L.LeafletMouseEvent) => {
    // Six decimals: about 10 cm, more than a click can mean.
    const p = { lat: roundTo(e.latlng.lat, 6), lng: roundTo(L.Util.wrapNum(e.latlng.lng, [-180, 180], true), 6) };
    place(p);
    onPick(p);
  });
  const centreOn = (p: GeoPoint) => map.setView([p.lat, p.lng], 16);
  return { place, centreOn, remove: () => map.remove() };
}
