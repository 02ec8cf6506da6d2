// Vitest global setup: the integration tests start the built server, so a build older than the sources is
// rebuilt first (one line says so) instead of silently testing stale code.
import { buildIsStale, buildNow } from "../../scripts/build/freshness.ts";

export default function setup() {
  if (!buildIsStale()) return;
  console.log("build/ es anterior a los fuentes: compilando antes de los tests (react-router build)...");
  buildNow();
}
