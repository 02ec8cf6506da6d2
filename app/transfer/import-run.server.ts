// A confirmed import applied in the background (decision 181): the request that confirms it only starts the run
// and answers at once; the run keeps its progress in `import_runs` (any process can answer the status), and one
// import at a time runs in the deployment, under the "importacion" job lock (decision 104).
import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { releaseJobLock, takeJobLock } from "../jobs/job-lock.server.ts";
import { log } from "../log/logger.server.ts";
import { outsideRequest } from "../log/request-context.server.ts";
import type { PhotoContext } from "../photos/upload-queue.server.ts";
import { ListingChanged, ListingNotFound, type Editor } from "../properties/concurrency.server.ts";
import { applyImport, ImportRefused } from "./import-apply.server.ts";
import type { ImportPlan } from "./import-plan.server.ts";

export const IMPORT_LOCK = "importacion";
/** A running import whose heartbeat is older than this stopped with its process: nothing of it was kept. */
export const IMPORT_STALE_MS = 120_000;

export const importMessages = {
  busy: "Ya hay una importación en curso: esperá a que termine y volvé a confirmar.",
  changed: "Una de las propiedades cambió mientras tanto: no se importó nada. Volvé a hacer la vista previa.",
  failed: "No se pudo completar la importación: no se importó nada. Volvé a intentarlo.",
  interrupted: "La importación se interrumpió (el servidor se reinició): no se importó nada. Volvé a intentarlo.",
};

export interface ImportRunView {
  id: string;
  status: "running" | "done" | "failed";
  total: number;
  done: number;
  created: number;
  updated: number;
  unchanged: number;
  message: string | null;
}

/**
 * Starts applying a previewed plan; returns the run's id at once, or throws ImportRefused (errors in the file,
 * another import running). `finished` (tests, the bench) resolves when the run has ended, whatever its outcome.
 */
export async function startImportRun(ctx: PhotoContext, plan: ImportPlan, by: Editor, now = new Date()) {
  if (plan.fileErrors.length || plan.errors.length)
    throw new ImportRefused("El archivo tiene errores: corregilos y volvé a cargarlo.");
  const owner = `import|${crypto.randomUUID()}`;
  if (!(await takeJobLock(ctx.kysely, IMPORT_LOCK, owner, now))) throw new ImportRefused(importMessages.busy);
  const id = crypto.randomBytes(8).toString("hex");
  const at = now.toISOString();
  const { new: created, updated, unchanged } = plan.counts;
  try {
    await ctx.kysely
      .insertInto("import_runs")
      .values({
        id,
        status: "running",
        total: plan.items.length,
        created,
        updated,
        unchanged,
        started_by: by.name,
        started_at: at,
        heartbeat_at: at,
      })
      .execute();
  } catch (err) {
    await releaseJobLock(ctx.kysely, IMPORT_LOCK, owner);
    throw err;
  }
  const finished = outsideRequest(() => run(ctx, plan, by, id, owner));
  return { id, finished };
}

async function run(ctx: PhotoContext, plan: ImportPlan, by: Editor, id: string, owner: string): Promise<void> {
  const db = ctx.kysely;
  let written = 0;
  const progress = async (done: number) => {
    const at = new Date();
    // A write every half second at most (a thousand small listings would otherwise mean a thousand writes).
    if (done < plan.items.length && at.getTime() - written < 500) return;
    written = at.getTime();
    await db.updateTable("import_runs").set({ done, heartbeat_at: at.toISOString() }).where("id", "=", id).execute();
    await takeJobLock(db, IMPORT_LOCK, owner, at); // renews it
  };
  try {
    await applyImport(ctx, plan, by, new Date(), progress);
    await finish(db, id, { status: "done", done: plan.items.length });
  } catch (err) {
    const message =
      err instanceof ImportRefused
        ? err.message
        : err instanceof ListingChanged || err instanceof ListingNotFound
          ? importMessages.changed
          : importMessages.failed;
    if (message === importMessages.failed) log.error({ err }, `Importación ${id}: falló; no se guardó nada`);
    await finish(db, id, { status: "failed", message }).catch((e) =>
      log.error({ err: e }, `Importación ${id}: no se pudo anotar el fallo`),
    );
  } finally {
    await releaseJobLock(db, IMPORT_LOCK, owner).catch(() => {});
  }
}

function finish(db: Kysely<Database>, id: string, set: { status: "done" | "failed"; done?: number; message?: string }) {
  const at = new Date().toISOString();
  return db
    .updateTable("import_runs")
    .set({ ...set, heartbeat_at: at, finished_at: at })
    .where("id", "=", id)
    .execute();
}

/** The run as the page shows it; null when there is no such run. A run whose process died reads as failed. */
export async function importRunStatus(
  db: Kysely<Database>,
  id: string,
  now = new Date(),
): Promise<ImportRunView | null> {
  const row = await db
    .selectFrom("import_runs")
    .select(["id", "status", "total", "done", "created", "updated", "unchanged", "message", "heartbeat_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const { heartbeat_at, ...view } = row;
  const stale = now.getTime() - new Date(heartbeat_at).getTime() > IMPORT_STALE_MS;
  if (view.status === "running" && stale) return { ...view, status: "failed", message: importMessages.interrupted };
  return { ...view, total: Number(view.total), done: Number(view.done) };
}
