// Seeds the demo catalogue: photos are drawn and stored first, then every listing is inserted in ONE
// transaction, so an interrupted seed leaves no half-seeded listing (stray files are overwritten next time).
import type { Kysely } from "kysely";
import sharp from "sharp";
import type { Database } from "../db/schema.ts";
import { insertProperty } from "../properties/commands.server.ts";
import { countProperties } from "../properties/queries.server.ts";
import { processPhoto, type ProcessedPhoto } from "../photos/pipeline.server.ts";
import { storePhoto } from "../photos/store.server.ts";
import { noteSweepCandidates } from "../photos/sweep-candidates.server.ts";
import type { PhotoStorage } from "../photos/storage.server.ts";
import { demoListings } from "./listings.ts";
import { SCENES, sceneSvg } from "./scenes.ts";

export interface SeedOptions {
  /** On server start: seed only a database that has no listings at all. */
  onlyIfEmpty?: boolean;
  log?: (line: string) => void;
  now?: Date;
}

export async function seedDemo(
  target: { kysely: Kysely<Database>; storage: PhotoStorage },
  options: SeedOptions = {},
): Promise<number> {
  const log = options.log ?? (() => {});
  const { kysely, storage } = target;
  if (options.onlyIfEmpty && (await countProperties(kysely)) > 0) return 0;

  const all = demoListings();
  const present = new Set(
    (
      await kysely
        .selectFrom("properties")
        .select("id")
        .where(
          "id",
          "in",
          all.map((l) => l.id),
        )
        .execute()
    ).map((r) => r.id),
  );
  const missing = all.filter((l) => !present.has(l.id));
  if (missing.length === 0) return 0;

  log(`Demo: dibujando fotos para ${missing.length} propiedades...`);
  const rendered = new Map<number, ProcessedPhoto>();
  for (const index of new Set(missing.flatMap((l) => l.scenes))) {
    const png = await sharp(Buffer.from(sceneSvg(SCENES[index])))
      .png()
      .toBuffer();
    rendered.set(index, await processPhoto(png));
  }
  // Files before rows: an interrupted seed leaves files the sweep must find (decision 125).
  await noteSweepCandidates(
    kysely,
    missing.map((l) => l.id),
  );
  for (const listing of missing) {
    for (const [k, scene] of listing.scenes.entries())
      await storePhoto(storage, listing.id, k + 1, rendered.get(scene)!);
  }

  log("Demo: guardando propiedades...");
  const base = (options.now ?? new Date()).getTime();
  await kysely.transaction().execute(async (trx) => {
    for (const [i, listing] of missing.entries()) {
      const photos = listing.scenes.map((scene, k) => {
        const p = rendered.get(scene)!;
        return { n: k + 1, width: p.width, height: p.height };
      });
      // Older listings first, an hour apart, so "newest first" lists read naturally.
      const now = new Date(base - (missing.length - i) * 3_600_000);
      await insertProperty(trx, listing.input, photos, { id: listing.id, now });
    }
  });
  log(`Demo: ${missing.length} propiedades de ejemplo listas.`);
  return missing.length;
}
