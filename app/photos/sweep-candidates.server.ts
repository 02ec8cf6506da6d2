// The sweep's to-do list (decision 125): photo folders where a file may have lost its row. Noted inside the
// transaction that may orphan a file, so a crash after the commit still leaves the folder on the list.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/** Adds folders to the list (or renews their note: a sweep that read the older note keeps the row). */
export async function noteSweepCandidates(db: Kysely<Database>, folders: string[], now = new Date()): Promise<void> {
  const unique = [...new Set(folders)];
  if (unique.length === 0) return;
  const noted_at = now.toISOString();
  await db
    .insertInto("photo_sweep_candidates")
    .values(unique.map((folder) => ({ folder, noted_at })))
    .onConflict((oc) => oc.column("folder").doUpdateSet({ noted_at }))
    .execute();
}

/** The oldest-noted folders, up to `limit`, with the note each was read with. */
export function candidateFolders(db: Kysely<Database>, limit: number, after?: string) {
  return db
    .selectFrom("photo_sweep_candidates")
    .select(["folder", "noted_at"])
    .$if(after !== undefined, (q) => q.where("folder", ">", after as string))
    .orderBy("folder")
    .limit(limit)
    .execute();
}

/** Drops the folders a sweep found clean, unless noted again since it read them (compare on the note). */
export async function dropSweepCandidates(db: Kysely<Database>, read: { folder: string; noted_at: string }[]) {
  for (const { folder, noted_at } of read) {
    await db
      .deleteFrom("photo_sweep_candidates")
      .where("folder", "=", folder)
      .where("noted_at", "=", noted_at)
      .execute();
  }
}
