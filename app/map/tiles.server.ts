// The tiles' settings as pages receive them (MAP_TILES_URL, MAP_ATTRIBUTION; decision 162).
import { settings } from "../runtime/process/env.server.ts";
import type { MapTiles } from "./tiles.ts";

export function mapTiles(): MapTiles {
  const s = settings();
  return { url: s.MAP_TILES_URL, attribution: s.MAP_ATTRIBUTION };
}
