// Applies every migration in app/db/migrations, in name order, on either engine. A failing migration leaves the
// database as it was (decision 101): PostgreSQL runs all pending ones in one transaction; SQLite gets a copy of
// its file first, copied back when one fails.
import fsp from "node:fs/promises";
import { backup, DatabaseSync } from "node:sqlite";
import { type Kysely, sql } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import { isPostgres } from "./engine.ts";
import * as initial from "./migrations/001-initial.ts";
import * as auth from "./migrations/002-auth.ts";
import * as catalogueFilterIndexes from "./migrations/003-catalogue-filter-indexes.ts";
import * as dashboard from "./migrations/004-dashboard.ts";
import * as featuredRotationIndexes from "./migrations/005-featured-rotation-indexes.ts";
import * as listingVersions from "./migrations/006-listing-versions.ts";
import * as photoDraftsAndClaims from "./migrations/007-photo-drafts-and-claims.ts";
import * as backupRuns from "./migrations/008-backup-runs.ts";
import * as jobLocks from "./migrations/009-job-locks.ts";
import * as listingSeqSequence from "./migrations/010-listing-seq-sequence.ts";
import * as siteVersion from "./migrations/011-site-version.ts";
import * as photoSweepCandidates from "./migrations/012-photo-sweep-candidates.ts";
import * as listingFieldSet from "./migrations/013-listing-field-set.ts";
import * as backOffice from "./migrations/014-back-office.ts";
import * as siteVersionMoreTables from "./migrations/015-site-version-more-tables.ts";
import * as eventDevice from "./migrations/017-event-device.ts";
import * as backOfficeAtScale from "./migrations/021-back-office-at-scale.ts";
import * as listingCoordinates from "./migrations/018-listing-coordinates.ts";
import * as publicPriceFiltersIndex from "./migrations/020-public-price-filters-index.ts";
import * as listingEnglishText from "./migrations/019-listing-english-text.ts";
import * as trashOnlyDeletedAtIndex from "./migrations/022-trash-only-deleted-at-index.ts";
import * as staffPriceOrderIndex from "./migrations/023-staff-price-order-index.ts";
import * as savedSearches from "./migrations/024-saved-searches.ts";
import * as leadsAndRoles from "./migrations/025-leads-and-roles.ts";
import * as portalFeeds from "./migrations/026-portal-feeds.ts";
import * as listingVideoTour from "./migrations/027-listing-video-tour.ts";
import * as feedListingChanges from "./migrations/028-feed-listing-changes.ts";
import * as savedSearchMatches from "./migrations/029-saved-search-matches.ts";
import { ownerOnlyFile } from "../runtime/process/owner-only.server.ts";

// Listed by hand so the server bundle and the CLI carry the same set; add new files here.
export const migrations: Record<string, Migration> = {
  "001-initial": initial,
  "002-auth": auth,
  "003-catalogue-filter-indexes": catalogueFilterIndexes,
  "004-dashboard": dashboard,
  "005-featured-rotation-indexes": featuredRotationIndexes,
  "006-listing-versions": listingVersions,
  "007-photo-drafts-and-claims": photoDraftsAndClaims,
  "008-backup-runs": backupRuns,
  "009-job-locks": jobLocks,
  "010-listing-seq-sequence": listingSeqSequence,
  "011-site-version": siteVersion,
  "012-photo-sweep-candidates": photoSweepCandidates,
  "013-listing-field-set": listingFieldSet,
  "014-back-office": backOffice,
  "015-site-version-more-tables": siteVersionMoreTables,
  "017-event-device": eventDevice,
  "021-back-office-at-scale": backOfficeAtScale,
  "018-listing-coordinates": listingCoordinates,
  "020-public-price-filters-index": publicPriceFiltersIndex,
  "019-listing-english-text": listingEnglishText,
  "022-trash-only-deleted-at-index": trashOnlyDeletedAtIndex,
  "023-staff-price-order-index": staffPriceOrderIndex,
  "024-saved-searches": savedSearches,
  "025-leads-and-roles": leadsAndRoles,
  "026-portal-feeds": portalFeeds,
  "027-listing-video-tour": listingVideoTour,
  "028-feed-listing-changes": feedListingChanges,
  "029-saved-search-matches": savedSearchMatches,
};

/** The migrations this version knows, in order: a database's schema version is the list it has applied. */
export const migrationNames = (): string[] => Object.keys(migrations).sort();

/** Migrations could not be applied; the message is one Spanish line saying what state the database is in. */
export class MigrationError extends Error {}

export interface MigrateOptions {
  /** Another list (tests: a deliberately failing migration). */
  migrations?: Record<string, Migration>;
  /** Stop after this migration instead of the latest (a restore loads rows at the archive's version). */
  to?: string;
  /** SQLite: copy the file before migrating (default). A restore into a new file has nothing to keep. */
  copyFirst?: boolean;
}

const migratorFor = (db: Kysely<any>, options: MigrateOptions = {}) =>
  new Migrator({ db, provider: { getMigrations: async () => options.migrations ?? migrations } });

export async function migrateToLatest(db: Kysely<any>, options: MigrateOptions = {}): Promise<string[]> {
  const migrator = migratorFor(db, options);
  const known = await migrator.getMigrations();
  const pending = known.some((m) => !m.executedAt);
  const copy = pending && !isPostgres(db) && options.copyFirst !== false ? await copySqlite(db) : null;
  const { error, results } = options.to ? await migrator.migrateTo(options.to) : await migrator.migrateToLatest();
  if (!error) {
    // A copy of a database that had nothing yet is no way back to anything: only upgrades keep theirs.
    if (copy && !known.some((m) => m.executedAt)) await fsp.rm(copy.copy, { force: true });
    return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
  }

  const failed = results?.find((r) => r.status === "Error")?.migrationName;
  const cause = oneLine(error);
  const what = failed ? `La migración ${failed} falló (${cause})` : `No se pudieron aplicar las migraciones (${cause})`;
  if (!copy) {
    const state = isPostgres(db) ? "; la base de datos quedó como estaba (se deshizo la actualización entera)" : "";
    throw new MigrationError(`${what}${state}.`, { cause: error });
  }
  try {
    await restoreSqlite(copy);
  } catch (restoreErr) {
    throw new MigrationError(
      `${what}; tampoco se pudo volver a la copia previa (${oneLine(restoreErr)}): restaurá a mano ${copy.file} ` +
        `desde ${copy.copy}.`,
      { cause: error },
    );
  }
  throw new MigrationError(`${what}; la base de datos quedó como estaba (se volvió a la copia ${copy.copy}).`, {
    cause: error,
  });
}

const oneLine = (err: unknown) =>
  String(err instanceof Error ? err.message : err)
    .replace(/\s+/g, " ")
    .trim();

interface SqliteCopy {
  file: string;
  copy: string;
}

/** SQLite applies migrations one statement at a time: copy the file first (kept until the next upgrade). */
async function copySqlite(db: Kysely<any>): Promise<SqliteCopy | null> {
  const r = await sql<{ file: string }>`SELECT file FROM pragma_database_list WHERE name = 'main'`.execute(db);
  const file = r.rows[0]?.file;
  if (!file) return null; // an in-memory database: nothing outlives the process anyway
  const copy = `${file}.pre-migration`;
  try {
    await fsp.rm(copy, { force: true });
    // Made empty and owner-only first: VACUUM INTO fills an empty file and keeps its mode (a copy of every row).
    ownerOnlyFile(copy);
    await sql`VACUUM INTO ${copy}`.execute(db);
  } catch (err) {
    throw new MigrationError(
      `No se aplicaron las migraciones: no se pudo copiar la base de datos antes de migrar (${oneLine(err)}).`,
      { cause: err },
    );
  }
  return { file, copy };
}

/** Copies the saved file back page by page (SQLite's backup API), safe while connections stay open on it. */
async function restoreSqlite({ file, copy }: SqliteCopy): Promise<void> {
  const source = new DatabaseSync(copy, { readOnly: true });
  try {
    await backup(source, file);
  } finally {
    source.close();
  }
}

/** The migrations this code has that the database has not applied (/readyz reports them). */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const known = await migratorFor(db).getMigrations();
  return known.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
