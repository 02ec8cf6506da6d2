// Whether this process can serve its visitors now: the database answers, every migration of this code is applied,
// photo storage takes a write and DATA_DIR's disk has room. /readyz answers with it; /healthz only says the
// process is alive (docs/decisions/102).
import { pendingMigrations } from "../../db/migrate.server.ts";
import { dataDirSpace, lowDiskMessage } from "./disk-space.server.ts";
import { log } from "../../log/logger.server.ts";
import { databaseAnswers, runtime } from "./runtime.server.ts";

/** A system error's code (ENOSPC), an S3 error's name with its message (NoSuchBucket: …), or the message. */
const reason = (err: unknown) => {
  const e = err as NodeJS.ErrnoException;
  if (e?.code) return e.code;
  if (e?.name && e.name !== "Error" && e.message) return `${e.name}: ${e.message}`;
  return e?.message ?? String(err);
};

async function databaseProblem(): Promise<string | null> {
  if (!(await databaseAnswers())) return "base de datos no disponible";
  try {
    const pending = await pendingMigrations((await runtime()).db.kysely);
    return pending.length ? `migraciones pendientes: ${pending.join(", ")}` : null;
  } catch (err) {
    return `no se pudo consultar el estado de las migraciones (${reason(err)})`;
  }
}

async function storageProblem(): Promise<string | null> {
  try {
    await (await runtime()).storage.assertWritable();
    return null;
  } catch (err) {
    return `no se puede escribir en el almacenamiento de fotos (${reason(err)})`;
  }
}

async function diskProblem(): Promise<string | null> {
  try {
    const space = await dataDirSpace();
    return space.low ? lowDiskMessage(space) : null;
  } catch (err) {
    return `no se pudo medir el espacio libre de DATA_DIR (${reason(err)})`;
  }
}

/** Its URL (app/routes.ts): the outage answer leaves it alone, its reasons are the point of it. */
export const READINESS_PATH = "/readyz";

// A proxy asks every few seconds: the log says when the answer changes, not every time.
let lastProblems = "";

/** Every reason the process is not ready, in Spanish, one per entry; empty when it is ready. */
export async function readinessProblems(): Promise<string[]> {
  const problems = (await Promise.all([databaseProblem(), storageProblem(), diskProblem()])).filter(
    (p): p is string => p !== null,
  );
  const summary = problems.join("; ");
  if (summary !== lastProblems) {
    if (summary) log.warn({ problems }, `No está listo para atender: ${summary}`);
    else log.info("Listo para atender de nuevo");
    lastProblems = summary;
  }
  return problems;
}
