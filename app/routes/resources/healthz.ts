// Liveness and readiness: 200 when the database answers SELECT 1, 503 when it does not.
import { databaseAnswers } from "../../runtime.server.ts";

export async function loader() {
  const ok = await databaseAnswers();
  return new Response(ok ? "ok" : "base de datos no disponible", {
    status: ok ? 200 : 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
