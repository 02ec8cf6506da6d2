// The public map's visible texts (issue #18), kept together so the English pages can translate them; the listing
// form's are in form-texts.ts. Separate exports: a page's bundle carries only the ones it uses.

export const MAP_LINK = "Ver en el mapa";
export const MAP_TITLE = "Mapa de propiedades";
export const MAP_LIST_HEADING = "Propiedades en el mapa";
export const MAP_BACK_TO_LIST = "Ver el listado";
export const MAP_FILTERS_LABEL = "Filtros aplicados";
export const MAP_REGION_LABEL = "Mapa interactivo de las propiedades";
export const MAP_LOADING = "Cargando el mapa…";
export const MAP_LOAD_FAILED = "No se pudo cargar el mapa. Las propiedades siguen en la lista.";
export const MAP_NONE = "Ninguna propiedad de esta búsqueda tiene ubicación en el mapa.";
export const MAP_SEE_LISTING = "Ver propiedad";
export const APPROXIMATE_LOCATION = "Ubicación aproximada";

/** How many listings the map shows, and when it stops at its cap, in the page's language (docs/decisions/170). */
export function mapCountText(n: number, capped: boolean, t: (id: string, values?: Record<string, unknown>) => string) {
  if (capped)
    return t("Se muestran las primeras {count} propiedades con ubicación. Usá los filtros para acotar.", { count: n });
  return t("{count, plural, one {# propiedad con ubicación.} other {# propiedades con ubicación.}}", { count: n });
}
