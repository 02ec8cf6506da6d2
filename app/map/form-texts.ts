// The listing form's texts for its map point (issue #18), apart from the public map's (texts.ts): a module both
// the dashboard and public pages imported would ship in every page's shared chunk.

export const LOCATION_LEGEND = "Ubicación en el mapa";
export const LATITUDE_LABEL = "Latitud";
export const LONGITUDE_LABEL = "Longitud";
export const LOCATION_HELP =
  "Hacé clic en el mapa para marcar la propiedad. Si lo dejás vacío, se usa la ubicación del enlace de Google Maps " +
  "cuando la tiene.";
export const LOCATION_HELP_NO_JS =
  "Escribí la latitud y la longitud (por ejemplo -31,9785 y -64,5598). Si lo dejás vacío, se usa la ubicación del " +
  "enlace de Google Maps cuando la tiene.";
export const LOCATION_CHOSEN = (lat: number, lng: number) => `Ubicación marcada: ${lat}, ${lng}.`;
export const LOCATION_NONE = "Sin ubicación marcada.";
export const LOCATION_CLEAR = "Quitar la ubicación";
export const APPROXIMATE_LABEL = "Ubicación aproximada";
export const APPROXIMATE_HELP = "En el sitio se muestra una zona de unos 500 m, no el punto exacto.";
export const LATITUDE_RANGE = "La latitud debe estar entre -90 y 90.";
export const LONGITUDE_RANGE = "La longitud debe estar entre -180 y 180.";
export const BOTH_OR_NEITHER = "Completá la latitud y la longitud, o dejá las dos vacías.";
/** The listing needs a place: a point on the map or a Google Maps link (either is enough). */
export const LOCATION_REQUIRED = "Marcá la ubicación en el mapa o pegá la URL de Google Maps.";
/** Under the maps field: the link is not needed once the map has a point. */
export const MAPS_OPTIONAL = "Opcional si marcás la ubicación en el mapa.";
