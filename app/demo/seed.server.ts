// Seeds the demo catalogue: photos are drawn and stored first, then every listing is inserted in ONE
// transaction, so an interrupted seed leaves no half-seeded listing (stray files are overwritten next time).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { insertProperty } from "../properties/commands.server.ts";
import { countProperties } from "../properties/queries.server.ts";
import { processPhoto, type ProcessedPhoto } from "../photos/pipeline.server.ts";
import { loadSharp } from "../photos/sharp.server.ts";
import { storePhoto } from "../photos/store.server.ts";
import { noteSweepCandidates } from "../photos/sweep-candidates.server.ts";
import type { PhotoStorage } from "../photos/storage.server.ts";
import { TEMPORARY } from "../properties/seasons.ts";
import { type DemoListing, demoListings } from "./listings.ts";
import { demoStays } from "./stays.ts";
import { seasonRow } from "../properties/seasons.server.ts";
import { SCENES, sceneSvg } from "./scenes.ts";
import { drawnPhoto } from "./drawn-photos.server.ts";

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
  const { kysely } = target;
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
  const now = options.now ?? new Date();
  if (missing.length > 0) await addListings(target, missing, now, log);
  // Fresh or not, every demo temporary rental without a calendar gets one (`npm run seed` on an older demo).
  const stays = await addDemoStays(kysely, all, now);
  if (stays > 0) log(`Demo: temporadas y noches ocupadas cargadas en ${stays} alquileres temporales.`);
  return missing.length;
}

async function addListings(
  { kysely, storage }: { kysely: Kysely<Database>; storage: PhotoStorage },
  missing: DemoListing[],
  now: Date,
  log: (line: string) => void,
): Promise<void> {
  log(`Demo: dibujando fotos para ${missing.length} propiedades...`);
  const rendered = new Map<number, ProcessedPhoto>();
  const sharp = await loadSharp();
  for (const index of new Set(missing.flatMap((l) => l.scenes))) {
    const svg = sceneSvg(SCENES[index]);
    rendered.set(
      index,
      await drawnPhoto(svg, async () => processPhoto(await sharp(Buffer.from(svg)).png().toBuffer())),
    );
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
  const base = now.getTime();
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
}

/**
 * Seasons and occupied stays (stays.ts) for each demo listing still in Alquiler Temporal with neither: one
 * transaction. Returns how many listings got them.
 */
async function addDemoStays(kysely: Kysely<Database>, all: DemoListing[], now: Date): Promise<number> {
  const demo = new Map(all.map((l, i) => [l.id, { listing: l, i }]));
  const bare = await kysely
    .selectFrom("properties")
    .select(["id", "price"])
    .where("state", "=", TEMPORARY)
    .where("id", "in", [...demo.keys()])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("seasons")
            .select("seasons.id")
            .whereRef("seasons.property_id", "=", "properties.id")
            .unionAll(
              selectFrom("occupied_ranges")
                .select("occupied_ranges.id")
                .whereRef("occupied_ranges.property_id", "=", "properties.id"),
            ),
        ),
      ),
    )
    .execute();
  if (bare.length === 0) return 0;
  await kysely.transaction().execute(async (trx) => {
    for (const row of bare) {
      const { listing, i } = demo.get(row.id)!;
      const { seasons, occupied } = demoStays(Number(row.price ?? listing.input.price ?? 0), i, now);
      await trx
        .insertInto("seasons")
        .values(seasons.map((s) => seasonRow(row.id, s)))
        .execute();
      await trx
        .insertInto("occupied_ranges")
        .values(
          occupied.map((r) => ({
            property_id: row.id,
            starts_on: r.from,
            ends_on: r.to,
            created_by: null,
            created_at: now.toISOString(),
          })),
        )
        .execute();
    }
  });
  return bare.length;
}
