// 'Disponible del … al …' at 1,000 temporary rentals with 12 occupied weeks each, on SQLite and PostgreSQL: p50 / p99.
// Two rentals in three have four seasons (with a gap for every ninth: decision 191's check).
import { sql } from "kysely";
import { createTestDb } from "../../tests/support/test-db.ts";
import { countCatalogue, listCatalogue } from "../../app/properties/catalogue.server.ts";
import { newSeed } from "../../app/properties/order-seed.ts";
import { fillCatalogue } from "./big-catalogue.ts";
import { ms, timeMany } from "./stats.ts";

const RENTALS = 1_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const day = (n: number) => new Date(Date.UTC(2030, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

export async function benchAvailability(): Promise<void> {
  const engines = (["sqlite", "postgres"] as const).filter((e) => (process.env.BENCH_ENGINE ?? e) === e);
  for (const engine of engines) {
    const db = await createTestDb({ engine });
    try {
      await fillCatalogue(db.kysely, RENTALS);
      await db.kysely.updateTable("properties").set({ state: "Alquiler Temporal" }).execute();
      const ids = (await db.kysely.selectFrom("properties").select("id").execute()).map((r) => r.id);
      const rows = ids.flatMap((id, i) =>
        Array.from({ length: 12 }, (_, w) => ({
          property_id: id,
          starts_on: day(w * 30 + (i % 23)),
          ends_on: day(w * 30 + (i % 23) + 7),
          created_by: null,
          created_at: new Date().toISOString(),
        })),
      );
      for (let at = 0; at < rows.length; at += 500) {
        await db.kysely
          .insertInto("occupied_ranges")
          .values(rows.slice(at, at + 500))
          .execute();
      }
      // Four seasons across the year for two rentals in three, 3-night minimum.
      const seasons = ids.flatMap((id, i) =>
        i % 3 === 2
          ? []
          : Array.from({ length: 4 }, (_, k) => ({
              property_id: id,
              name: `Temporada ${k + 1}`,
              starts_on: day(k * 90),
              // Every ninth rental's first season stops on day 42: the benched stay (days 40–47) is then unpriced.
              ends_on: day(k === 0 && i % 9 === 0 ? 42 : (k + 1) * 90),
              unit: "noche" as const,
              price: 50_000 + k * 10_000,
              min_nights: 3,
            })),
      );
      for (let at = 0; at < seasons.length; at += 500) {
        await db.kysely
          .insertInto("seasons")
          .values(seasons.slice(at, at + 500))
          .execute();
      }
      if (engine === "postgres") await sql`ANALYZE`.execute(db.kysely);
      const q = () => ({
        state: "Alquiler Temporal",
        available: { from: day(40), to: day(47) },
        seed: newSeed(),
        limit: 6,
      });
      const t = await timeMany(RUNS, () =>
        Promise.all([listCatalogue(db.kysely, q()), countCatalogue(db.kysely, q())]),
      );
      const free = (await countCatalogue(db.kysely, q())).n;
      console.log(
        `[availability] ${engine}: ${RENTALS} temporary rentals × 12 occupied weeks, free 7 nights ` +
          `and 2 in 3 with seasons (page of 6 + count, ${free} free and priced) p50 ${ms(t.p50)}  p99 ${ms(t.p99)}`,
      );
    } finally {
      await db.destroy();
    }
  }
}

if (import.meta.main) await benchAvailability();
