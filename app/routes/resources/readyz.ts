// Readiness, for the reverse proxy and systemd: 200 "ok" when the process can serve, 503 naming each problem
// otherwise, one per line (app/runtime/process/readiness.server.ts, docs/decisions/102).
import { readinessProblems } from "../../runtime/process/readiness.server.ts";

export async function loader() {
  const problems = await readinessProblems();
  return new Response(problems.length ? problems.join("\n") : "ok", {
    status: problems.length ? 503 : 200,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
