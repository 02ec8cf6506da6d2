// `npm run backup -- <file>`: writes one backup archive (.tar.gz) of the whole database and every photo file,
// while the site keeps serving and staff keep editing (app/backup/backup.server.ts).
import { BackupError, createBackup } from "../app/backup/backup.server.ts";
import { backupSummary, missingPhotosWarning } from "../app/backup/report.ts";
import { migrationNames } from "../app/db/migrate.server.ts";
import { SettingsError, settings } from "../app/runtime/process/env.server.ts";
import { openDb, openSnapshotDb, openStorage } from "../app/runtime/process/runtime.server.ts";

const [file, ...extra] = process.argv.slice(2);
if (!file || extra.length || file.startsWith("-")) {
  console.error("Uso: npm run backup -- <archivo.tar.gz>");
  process.exit(1);
}

try {
  const s = settings();
  const db = openDb(s);
  try {
    const result = await createBackup({
      kysely: db.kysely,
      openSnapshotDb: () => openSnapshotDb(s),
      storage: await openStorage(s),
      knownMigrations: migrationNames(),
      file,
    });
    console.log(backupSummary(result));
    const warning = missingPhotosWarning(result.missingPhotos);
    if (warning) console.error(warning);
  } finally {
    await db.close();
  }
} catch (err) {
  const known = err instanceof BackupError || err instanceof SettingsError;
  console.error(known ? (err as Error).message : `No se pudo hacer la copia de seguridad: ${(err as Error).message}`);
  process.exitCode = 1;
}
