// Runs one bulk action over many listings in ONE transaction, with a history entry per listing: all are changed
// or none (a listing deleted or trashed meanwhile refuses the whole action). Each gets a new version, so forms
// open on an older one are refused as after any edit (docs/decisions/085).
import type { Kysely, UpdateObject } from "kysely";
import { type ActivityEntry, recordActivity } from "../activity/record.server.ts";
import type { Database } from "../db/schema.ts";
import type { BulkAction } from "./bulk-actions.ts";
import type { Editor } from "./concurrency.server.ts";

/** Most listings one action may change (the 'all results' of a search included). */
export const BULK_MAX = 5000;

export class BulkRefused extends Error {}

function columnsFor(a: BulkAction, by: Editor, now: string): UpdateObject<Database, "properties"> {
  switch (a.kind) {
    case "feature":
      return { featured: true };
    case "unfeature":
      return { featured: false };
    case "publish":
      return { draft: false };
    case "unpublish":
      return { draft: true };
    case "delete":
      return { deleted_at: now, deleted_by_name: by.name };
    case "state":
      return { state: a.state };
  }
}

const ACTIVITY: Record<BulkAction["kind"], ActivityEntry["action"]> = {
  feature: "feature",
  unfeature: "unfeature",
  publish: "publish",
  unpublish: "unpublish",
  delete: "delete",
  state: "state",
};

export async function runBulkAction(
  db: Kysely<Database>,
  action: BulkAction,
  ids: string[],
  by: Editor,
  now = new Date(),
): Promise<number> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new BulkRefused("Elegí al menos una propiedad.");
  if (unique.length > BULK_MAX) throw new BulkRefused(`Se pueden cambiar hasta ${BULK_MAX} propiedades a la vez.`);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("properties")
      .select(["id", "name", "state"])
      .where("id", "in", unique)
      .where("deleted_at", "is", null)
      .execute();
    if (rows.length !== unique.length) {
      const gone = unique.length - rows.length;
      throw new BulkRefused(
        `${gone === 1 ? "Una de las propiedades ya no existe" : `${gone} de las propiedades ya no existen`}: ` +
          "no se cambió ninguna. Recargá la página.",
      );
    }
    for (const row of rows) {
      await trx
        .updateTable("properties")
        .set((eb) => ({
          ...columnsFor(action, by, at),
          version: eb("version", "+", 1),
          updated_at: at,
          updated_by: by.id,
          updated_by_name: by.name,
        }))
        .where("id", "=", row.id)
        .execute();
      const changes = action.kind === "state" ? [{ field: "Estado", from: row.state, to: action.state }] : undefined;
      await recordActivity(trx, { action: ACTIVITY[action.kind], actor: by, property: row, changes, at: now });
    }
    return rows.length;
  });
}
