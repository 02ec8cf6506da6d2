// `npm run db:migrate`: applies pending migrations to the configured database and says which.
import { openDb } from "../app/runtime/process/runtime.server.ts";
import { settings, SettingsError } from "../app/runtime/process/env.server.ts";
import { migrateToLatest } from "../app/db/migrate.server.ts";

try {
  const s = settings();
  const db = openDb(s);
  try {
    const applied = await migrateToLatest(db.kysely);
    console.log(applied.length ? `Migraciones aplicadas: ${applied.join(", ")}` : "La base de datos ya está al día.");
  } finally {
    await db.close();
  }
} catch (err) {
  console.error(err instanceof SettingsError ? err.message : `No se pudo migrar: ${(err as Error).message}`);
  process.exit(1);
}
