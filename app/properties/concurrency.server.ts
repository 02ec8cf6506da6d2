// The one optimistic-concurrency rule for listing writes (docs/decisions/085): a save, delete or featured
// toggle names the version the user was shown, and goes ahead only if the listing is still at that version.
import type { Transaction, UpdateObject } from "kysely";
import type { Database } from "../db/schema.ts";

/** The staff member making a change. */
export interface Editor {
  id: string;
  name: string;
}

/** A change to an existing listing: who makes it, over which version they were shown. */
export interface Edit {
  version: number;
  by: Editor;
}

export class ListingNotFound extends Error {}

/** The listing moved on since the user loaded it: who wrote the current version (null: unknown), and when. */
export class ListingChanged extends Error {
  readonly by: Editor | null;
  readonly at: string;
  constructor(by: Editor | null, at: string) {
    super(`La propiedad cambió el ${at}`);
    this.by = by;
    this.at = at;
  }
}

/** Columns a new listing starts with: version 1, written by its creator. */
export const createdBy = (by: Editor | undefined) => ({
  updated_by: by?.id ?? null,
  updated_by_name: by?.name ?? null,
});

/**
 * Moves the listing from `edit.version` to the next one, stamped with who and when, setting `columns` in the
 * same statement; run it first in the command's transaction. The version check is in the UPDATE itself, so two
 * writers racing for one version cannot both win on either engine (PostgreSQL re-checks the WHERE after the
 * first commits; SQLite runs one writer at a time). Throws ListingChanged or ListingNotFound, changing nothing.
 */
export async function claimVersion(
  trx: Transaction<Database>,
  id: string,
  edit: Edit,
  now: Date,
  columns: UpdateObject<Database, "properties"> = {},
): Promise<void> {
  const r = await trx
    .updateTable("properties")
    .set((eb) => ({
      ...columns,
      version: eb("version", "+", 1),
      updated_at: now.toISOString(),
      updated_by: edit.by.id,
      updated_by_name: edit.by.name,
    }))
    .where("id", "=", id)
    .where("version", "=", edit.version)
    // A listing in the trash takes no edit until it is restored (decision 141).
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 1) return;
  const current = await trx
    .selectFrom("properties")
    .select(["updated_by", "updated_by_name", "updated_at"])
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!current) throw new ListingNotFound();
  const by = current.updated_by ? { id: current.updated_by, name: current.updated_by_name ?? "" } : null;
  throw new ListingChanged(by, current.updated_at);
}

/** A version as the forms send it (digits), or null. */
export function parseVersion(value: FormDataEntryValue | null | undefined): number | null {
  return typeof value === "string" && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}
