// `npm run restore -- <file>`: loads a backup archive into an empty DATA_DIR (SQLite) or an empty PostgreSQL
// database (DATABASE_URL), whichever engine wrote it; a target that holds anything is refused.
import { RestoreError, restoreBackup } from "../app/backup/restore.server.ts";
import { restoreSummary } from "../app/backup/report.ts";
import { MigrationError, migrationNames } from "../app/db/migrate.server.ts";
import { SettingsError, settings } from "../app/runtime/process/env.server.ts";
import { openStorage, sqliteFileOf } from "../app/runtime/process/runtime.server.ts";

const [file, ...extra] = process.argv.slice(2);
if (!file || extra.length || file.startsWith("-")) {
  console.error("Uso: npm run restore -- <archivo.tar.gz>");
  process.exit(1);
}

try {
  const s = settings();
  const target = s.DATABASE_URL ? { databaseUrl: s.DATABASE_URL } : { sqliteFile: sqliteFileOf(s) };
  const result = await restoreBackup({
    file,
    target,
    storage: await openStorage(s),
    knownMigrations: migrationNames(),
  });
  const where = s.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `SQLite en ${s.DATA_DIR}`;
  console.log(restoreSummary({ ...result, createdAt: result.manifest.createdAt }, where));
} catch (err) {
  const known = err instanceof RestoreError || err instanceof SettingsError || err instanceof MigrationError;
  console.error(known ? (err as Error).message : `No se pudo restaurar la copia: ${(err as Error).message}`);
  process.exitCode = 1;
}
