// Builds a catalogue of N generated listings (with one photo row each) on either engine, fast, for benchmarks.
import { type Kysely, sql } from "kysely";
import type { Database } from "../../app/db/schema.ts";
import { PROPERTY_STATES, PROPERTY_TYPES } from "../../app/properties/options.ts";
import { searchText } from "../../app/properties/listing-row.server.ts";
import { isPostgres } from "../../app/db/engine.ts";
import { optionBit } from "../../app/properties/characteristics.ts";

const PILETA = optionBit("comodidades", "Pileta");
/** A well-spread hash of the row number (Knuth's multiplicative). */
const mix = (i: number) => Math.imul(i + 1, 2654435761) >>> 0;

export const LOCALITIES = [
  "Villa Gral Belgrano",
  "Santa Rosa",
  "La Cumbrecita",
  "Los Reartes",
  "Villa Rumipal",
  "Embalse",
  "Amboy",
  "Athos Pampa",
  "Yacanto",
  "Villa Berna",
];

export async function fillCatalogue(db: Kysely<Database>, count: number): Promise<void> {
  const batch = 500;
  const start = Date.now() - count * 1000;
  for (let from = 0; from < count; from += batch) {
    await db.transaction().execute(async (trx) => {
      const rows = [];
      for (let i = from; i < Math.min(count, from + batch); i++) {
        const id = (0x10000000 + i).toString(16);
        const state = PROPERTY_STATES[i % PROPERTY_STATES.length];
        const currency = i % 7 === 0 ? "Consultar" : i % 2 ? "USD" : "$";
        const name = `Propiedad de prueba número ${i}`;
        const locality = LOCALITIES[i % LOCALITIES.length];
        const address = `Calle ${i % 997} ${i % 3000}`;
        const at = new Date(start + i * 1000).toISOString();
        rows.push({
          id,
          seq: i + 1,
          name,
          type: PROPERTY_TYPES[i % PROPERTY_TYPES.length],
          state,
          locality,
          address,
          description: "Descripción de prueba para medir consultas.",
          currency,
          price:
            currency === "Consultar"
              ? null
              : currency === "USD"
                ? 20_000 + (i % 500) * 1000
                : 200_000 + (i % 900) * 10_000,
          maps: "",
          featured: i % 3 === 0,
          ambientes: 1 + (i % 5),
          dormitorios: 1 + (i % 4),
          banos: 1 + (i % 2),
          plantas: 1,
          superficie: 50 + (i % 300),
          // Issue #16's filters, each matching a fair share independently of the other columns (a hash of i, not
          // i itself, which also drives featured, state and currency): apto crédito and cochera 1 in 3, mascotas
          // 1 in 2, pileta 1 in 5.
          cochera: (mix(i) >>> 4) % 3 === 0 ? 1 : null,
          apto_credito: mix(i) % 3 === 0 ? "Si" : "No",
          acepta_mascotas: (mix(i) >>> 8) % 2 ? "Si" : null,
          comodidades: (mix(i) >>> 16) % 5 === 0 ? PILETA : 0,
          anio_construccion: null,
          patio: null,
          expensas: null,
          estado: null,
          contrato: null,
          search_text: searchText(name, locality, address, id),
          last_photo_n: 1,
          created_at: at,
          updated_at: at,
        });
      }
      await trx.insertInto("properties").values(rows).execute();
      await trx
        .insertInto("property_photos")
        .values(
          rows.map((r) => ({
            property_id: r.id,
            n: 1,
            position: 0,
            width: 1200,
            height: 800,
            created_at: r.created_at,
          })),
        )
        .execute();
    });
  }
  // The rows carry their own order numbers: move PostgreSQL's sequence past them (migration 010).
  if (isPostgres(db)) {
    await sql`SELECT setval(pg_get_serial_sequence('properties', 'seq'), (SELECT max(seq) FROM properties))`.execute(
      db,
    );
  }
}
