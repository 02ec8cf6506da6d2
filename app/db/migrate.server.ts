// Applies every migration in app/db/migrations, in name order, on either engine.
import type { Kysely } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import * as initial from "./migrations/001-initial.ts";
import * as auth from "./migrations/002-auth.ts";
import * as catalogueFilterIndexes from "./migrations/003-catalogue-filter-indexes.ts";
import * as dashboard from "./migrations/004-dashboard.ts";
import * as featuredRotationIndexes from "./migrations/005-featured-rotation-indexes.ts";
import * as listingVersions from "./migrations/006-listing-versions.ts";
import * as photoDraftsAndClaims from "./migrations/007-photo-drafts-and-claims.ts";
import * as jobLocks from "./migrations/009-job-locks.ts";

// Listed by hand so the server bundle and the CLI carry the same set; add new files here.
const migrations: Record<string, Migration> = {
  "001-initial": initial,
  "002-auth": auth,
  "003-catalogue-filter-indexes": catalogueFilterIndexes,
  "004-dashboard": dashboard,
  "005-featured-rotation-indexes": featuredRotationIndexes,
  "006-listing-versions": listingVersions,
  "007-photo-drafts-and-claims": photoDraftsAndClaims,
  "009-job-locks": jobLocks,
};

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
