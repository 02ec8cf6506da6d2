// Where the device keeps its favourites, and the event saying they changed: what the heart needs at first load.
export const FAVOURITES_KEY = "vitrina-favoritos";
export const FAVOURITES_CHANGED = "vitrina:favoritos";
/** Most favourites a device keeps, and a shared link carries. */
export const FAVOURITES_MAX = 60;
