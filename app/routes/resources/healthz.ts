// Liveness and readiness: 200 when the database answers SELECT 1 and DATA_DIR's disk has room; 503 naming
// each problem otherwise (one per line).
import { dataDirSpace, lowDiskMessage } from "../../disk-space.server.ts";
import { databaseAnswers } from "../../runtime.server.ts";

export async function loader() {
  const [ok, disk] = await Promise.all([databaseAnswers(), diskProblem()]);
  const problems = [...(ok ? [] : ["base de datos no disponible"]), ...(disk ? [disk] : [])];
  return new Response(problems.length ? problems.join("\n") : "ok", {
    status: problems.length ? 503 : 200,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

async function diskProblem(): Promise<string | null> {
  try {
    const space = await dataDirSpace();
    return space.low ? lowDiskMessage(space) : null;
  } catch (err) {
    console.error("healthz: no se pudo medir el espacio libre de DATA_DIR:", err);
    return "no se pudo medir el espacio libre de DATA_DIR";
  }
}
