// Leaflet for /mapa, loaded only by a dynamic import (decision 163): tiles from MAP_TILES_URL, one marker per
// listing clustered by leaflet.markercluster, a ~500 m area for approximate ones, and a small card per pin. Card
// texts are set as text, never as HTML.
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import "leaflet.markercluster/dist/MarkerCluster.Default.css";
import "./map.css";
import { variantUrl } from "../photos/variants.ts";
import { APPROXIMATE_RADIUS_M } from "./approximate.ts";
import type { MapPin } from "./pin.ts";
import type { MapTiles } from "./tiles.ts";
import { loadMarkerCluster } from "./marker-cluster.ts";

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text) node.textContent = text;
  return node;
}

/** The card's fixed words, in the page's language. */
export interface CardLabels {
  approximate: string;
  more: string;
}

function card(pin: MapPin, photosBase: string, labels: CardLabels): HTMLElement {
  const link = el("a", "vitrina-map-card");
  link.href = pin.href;
  if (pin.cover != null) {
    const img = el("img", "vitrina-map-card-photo");
    img.src = variantUrl(pin.id, pin.cover, 400, photosBase);
    img.alt = "";
    img.width = 200;
    img.height = 150;
    link.append(img);
  }
  link.append(el("strong", "vitrina-map-card-title", pin.title), el("span", "vitrina-map-card-price", pin.price));
  if (pin.approximate) link.append(el("span", "vitrina-map-card-note", labels.approximate));
  link.append(el("span", "vitrina-map-card-more", labels.more));
  return link;
}

const icon = (approximate: boolean) =>
  L.divIcon({
    className: approximate ? "vitrina-pin vitrina-pin-approximate" : "vitrina-pin",
    iconSize: [22, 22],
    iconAnchor: [11, 11],
    popupAnchor: [0, -10],
  });

/** Draws the results in `box`; returns what removes the map (the page left or the results changed). */
export async function showResults(
  box: HTMLElement,
  pins: MapPin[],
  tiles: MapTiles,
  photosBase: string,
  labels: CardLabels,
): Promise<() => void> {
  await loadMarkerCluster(L);
  const map = L.map(box, { scrollWheelZoom: false });
  L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
  const clusters = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 50 });
  const areas = L.layerGroup().addTo(map);
  for (const pin of pins) {
    const point = L.latLng(pin.lat, pin.lng);
    const marker = L.marker(point, { icon: icon(pin.approximate), title: pin.title, alt: pin.title });
    marker.bindPopup(card(pin, photosBase, labels), { minWidth: 200, maxWidth: 240 });
    clusters.addLayer(marker);
    if (pin.approximate) {
      L.circle(point, { radius: APPROXIMATE_RADIUS_M, interactive: false, className: "vitrina-area" }).addTo(areas);
    }
  }
  map.addLayer(clusters);
  const bounds = L.latLngBounds(pins.map((p) => [p.lat, p.lng] as [number, number]));
  map.fitBounds(bounds.pad(0.1), { maxZoom: 15 });
  return () => map.remove();
}
