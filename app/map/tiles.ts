// The map tiles' source as the pages need it (decision 162): the template Leaflet fetches and the origin the CSP's
// img-src must allow. Both come from MAP_TILES_URL / MAP_ATTRIBUTION (env.server.ts).

export interface MapTiles {
  url: string;
  attribution: string;
}

/** 'https://{s}.tile.example.org/{z}/{x}/{y}.png' -> 'https://*.tile.example.org' (a CSP host source). */
export function tileOrigin(template: string): string | null {
  const m = /^(https?:\/\/)([^/?#]+)/i.exec(template);
  if (!m) return null;
  return `${m[1].toLowerCase()}${m[2].replace(/^\{s\}\./, "*.").toLowerCase()}`;
}
