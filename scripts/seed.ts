// `npm run seed`: adds every missing demo listing (with photos). Safe to run again: it never duplicates.
import { seedDemo } from "../app/demo/seed.server.ts";
import { SettingsError } from "../app/runtime/process/env.server.ts";
import { closeRuntime, runtime, StartupError } from "../app/runtime/process/runtime.server.ts";

try {
  const rt = await runtime();
  const added = await seedDemo({ kysely: rt.db.kysely, storage: rt.storage }, { log: console.log });
  console.log(
    added ? `Listo: ${added} propiedades de ejemplo agregadas.` : "Listo: no faltaba ninguna propiedad del demo.",
  );
} catch (err) {
  const known = err instanceof SettingsError || err instanceof StartupError;
  console.error(known ? (err as Error).message : err);
  process.exitCode = 1;
} finally {
  await closeRuntime();
}
