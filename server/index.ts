// `npm start` (through scripts/start.ts), and every cluster worker (decision 105): production mode first, then
// Node's own cluster. The primary loads no app code (the server build is read only by the workers): it forks one
// worker for the startup tasks (settings, migrations, demo), then WEB_CONCURRENCY workers that share the port
// (server/cluster.ts). Each worker runs this file too and serves (server/worker.ts).
import "./production-mode.ts";
import cluster from "node:cluster";
import { fileURLToPath } from "node:url";

if (cluster.isPrimary) {
  const { runPrimary } = await import("./cluster.ts");
  await runPrimary({ exec: fileURLToPath(import.meta.url) });
} else {
  await import("./worker.ts");
}
