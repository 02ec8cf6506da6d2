// Export → import round-trips (issue 32, item 3): a fresh export, imported at once, is 'Sin cambios' for every row,
// as CSV and as JSON, over the whole demo catalogue and over listings made to cover every state, currency and field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty } from "../../tests/support/fixtures.ts";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { demoListings } from "../demo/listings.ts";
import { CHARACTERISTICS } from "../properties/characteristics.ts";
import type { PropertyInput } from "../properties/commands.server.ts";
import { parseMapValue } from "../properties/maps.ts";
import {
  COMODIDADES,
  CONDITIONS,
  CURRENCIES,
  DISPOSITIONS,
  ORIENTATIONS,
  PROPERTY_STATES,
  PROPERTY_TYPES,
  SERVICIOS,
} from "../properties/options.ts";
import { exportCsv, exportJson, exportRows } from "./export.server.ts";
import { planImport } from "./import-plan.server.ts";

const BASE = "https://sitio.test/media";
let db: TestDb;

/** Every state × currency, each with every characteristic set, texts a spreadsheet could garble, drafts. */
function generated(): Array<{ input: PropertyInput; draft: boolean }> {
  const out: Array<{ input: PropertyInput; draft: boolean }> = [];
  let i = 0;
  for (const state of PROPERTY_STATES)
    for (const currency of CURRENCIES) {
      i++;
      const full = i % 2 === 0;
      out.push({
        draft: i % 4 === 0,
        input: {
          name: ['=SUMA(A1) "casa"; uno', "+54 351 casa", "-Casa con guion", "@casa", "Casa 1.250"][i % 5],
          type: PROPERTY_TYPES[(i * 7) % PROPERTY_TYPES.length],
          state,
          locality: "Amboy",
          address: `Los Pinos ${i}; depto "B"`,
          description: `Línea uno;\ncon "comillas", comas y punto y coma.\n\tTabulado ${i}.`,
          titleEn: full ? `House ${i}; "quoted"` : null,
          descriptionEn: full ? "First line.\nSecond line." : null,
          currency,
          price: currency === "Consultar" ? null : 1_250_000 + i,
          maps: parseMapValue(`https://maps.google.com/?q=Amboy+${i}`)!.stored,
          featured: i % 3 === 0,
          characteristics: Object.fromEntries(
            CHARACTERISTICS.map(({ key, kind }) => {
              if (!full && key !== "servicios" && key !== "comodidades") return [key, null];
              if (kind === "set")
                return [key, full ? (key === "servicios" ? [...SERVICIOS] : [...COMODIDADES].slice(0, 3)) : []];
              if (key === "anioConstruccion") return [key, 1990 + i];
              if (key === "estado") return [key, CONDITIONS[i % CONDITIONS.length]];
              if (key === "orientacion") return [key, ORIENTATIONS[i % ORIENTATIONS.length]];
              if (key === "disposicion") return [key, DISPOSITIONS[i % DISPOSITIONS.length]];
              if (key === "contrato") return [key, "24 meses; ajuste IPC"];
              if (key === "expensas") return [key, "Si"];
              if (kind === "choice") return [key, i % 2 ? "Si" : "No"];
              if (kind === "decimal") return [key, 120.5 + i];
              if (key === "video") return [key, `https://www.youtube.com/watch?v=dQw4w9WgXc${i % 10}`];
              if (key === "tourVirtual") return [key, `https://my.matterport.com/show/?m=Sx${i}`];
              if (kind === "money") return [key, 45_000 + i];
              return [key, 1 + (i % 9)];
            }),
          ),
        },
      });
    }
  return out;
}

beforeAll(async () => {
  db = await createTestDb();
  for (const listing of demoListings())
    await createProperty(
      db.kysely,
      listing.input,
      listing.scenes.map((_, k) => ({ n: k + 1, width: 1600, height: 1200 })),
      { id: listing.id },
    );
  for (const { input, draft } of generated()) await createProperty(db.kysely, input, [], { draft });
});
afterAll(() => db?.destroy());

describe(`export then import (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("covers every state and currency, with prices on closed listings", async () => {
    const rows = await exportRows(db.kysely, BASE);
    expect(new Set(rows.map((r) => `${r.operacion}/${r.moneda}`)).size).toBe(
      PROPERTY_STATES.length * CURRENCIES.length,
    );
    expect(rows.some((r) => r.operacion === "Vendido" && r.precio !== null)).toBe(true);
    expect(rows.some((r) => r.operacion === "Alquilado" && r.precio !== null)).toBe(true);
  });

  for (const format of ["csv", "json"] as const)
    it(`a fresh ${format.toUpperCase()} export imported at once changes nothing`, async () => {
      const rows = await exportRows(db.kysely, BASE);
      const file = Buffer.from(format === "csv" ? exportCsv(rows) : exportJson(rows));
      const plan = await planImport(db.kysely, file, null);
      expect(plan.fileErrors).toEqual([]);
      expect(plan.errors).toEqual([]);
      const updated = plan.items.flatMap((item) =>
        item.kind === "updated"
          ? [`${item.listing.id}: ${item.changes.map((c) => `${c.field}: ${c.from} → ${c.to}`).join(", ")}`]
          : [],
      );
      expect(updated).toEqual([]);
      expect(plan.counts).toEqual({ new: 0, updated: 0, unchanged: rows.length });
    });
});
