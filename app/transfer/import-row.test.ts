// The optional English columns of 'Importar' (decision 176): taken when the file has them, untouched when not.
import { describe, expect, it } from "vitest";
import { checkHeader, readRow } from "./import-row.ts";

const base = {
  referencia: "000000a1",
  nombre: "Casa",
  tipo: "Casa",
  operacion: "Venta",
  localidad: "Amboy",
  direccion: "Ruta 5",
  descripcion: "Luminosa.",
  mapa: "https://maps.google.com/?q=Amboy",
  moneda: "USD",
  precio: "1000",
  borrador: "No",
};
const read = (row: Record<string, string>) => readRow(Object.keys(row), Object.values(row));

describe("import row: English texts", () => {
  it("takes titulo_en and descripcion_en; an empty cell clears them", async () => {
    const r = await read({ ...base, titulo_en: "House", descripcion_en: "Bright." });
    expect(r.ok && [r.listing.fields.titleEn, r.listing.fields.descriptionEn]).toEqual(["House", "Bright."]);
    const cleared = await read({ ...base, titulo_en: "", descripcion_en: "" });
    expect(cleared.ok && [cleared.listing.fields.titleEn, cleared.listing.fields.descriptionEn]).toEqual([null, null]);
  });

  it("leaves them out when the file has no such columns (an older export)", async () => {
    const r = await read(base);
    expect(r.ok).toBe(true);
    if (r.ok) expect(Object.keys(r.listing.fields)).not.toContain("titleEn");
    if (r.ok) expect(Object.keys(r.listing.fields)).not.toContain("descriptionEn");
  });

  it("says in Spanish which column is too long", async () => {
    const r = await read({ ...base, titulo_en: "x".repeat(51) });
    expect(r).toEqual({ ok: false, errors: ["titulo_en: Máximo 50 caracteres"] });
  });
});

describe("import header and row shape (issue 32, item 10)", () => {
  it("refuses a column named twice, whatever its case, naming it", () => {
    const header = ["referencia", "nombre", "tipo", "operacion", "localidad", "direccion", "descripcion", "nombre"];
    expect(checkHeader(header)).toEqual(["La columna «nombre» está más de una vez en el encabezado: dejá una sola."]);
  });

  it("refuses a row with more cells than the header has columns; empty trailing cells are fine", async () => {
    const long = await readRow([...Object.keys(base)], [...Object.values(base), "sobra"]);
    expect(long).toEqual({
      ok: false,
      errors: [
        "La fila tiene 12 celdas y el encabezado 11 columnas: revisá los separadores y las comillas de esta fila.",
      ],
    });
    expect((await readRow([...Object.keys(base)], [...Object.values(base), "", " "])).ok).toBe(true);
  });
});
