// `npm start`: build when the build is missing or older than the sources, then start the server.
import { buildIsStale, buildNow } from "./build/freshness.ts";

if (buildIsStale()) {
  console.log("Compilando Vitrina (react-router build)...");
  buildNow();
}
await import("../server/index.ts");
