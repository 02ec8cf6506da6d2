// Every output derived from the one definition of the listing's fields picks up a field by its being declared once:
// each derivation is given the real list plus a field that exists only in this test.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldTexts } from "../activity/listing-changes.ts";
import { CATALOGUE_IDS } from "../i18n/catalog.server.ts";
import { exportCells, fieldOfColumn } from "../transfer/columns.ts";
import { characteristicRows, noCharacteristics } from "./characteristics.ts";
import { compareRows } from "./compare.ts";
import { fieldDefaults } from "./form-defaults.ts";
import { fieldSchemas } from "./form-schema.ts";
import {
  definedColumns,
  exportColumnsOf,
  type FieldDefinition,
  LISTING_FIELDS,
  translatedLabels,
} from "./listing-fields.ts";
import { baseFieldColumns, baseFieldValues, searchTextOf } from "./listing-row.server.ts";
import type { ListingFields, Property } from "./types.ts";

const note: FieldDefinition = {
  key: "notaDePrueba",
  column: "nota_de_prueba",
  exportColumn: "nota",
  kind: "text",
  label: "Nota de prueba",
  changeLabel: "Nota de prueba",
  max: 12,
  nullable: true,
  compare: { key: "nota", label: "Nota de prueba", position: 5 },
  outputs: { public: true, searchable: true, exported: true },
};
const fields = [...LISTING_FIELDS, note];

const listing = {
  id: "abcd1234",
  name: "Casa",
  type: "Casa",
  state: "Venta",
  locality: "Amboy",
  address: "Ruta 5",
  description: "Linda.",
  titleEn: null,
  descriptionEn: null,
  currency: "USD",
  price: 1000,
  maps: "",
  featured: false,
  characteristics: noCharacteristics(),
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  version: 1,
  draft: false,
  approximateLocation: false,
  notaDePrueba: "Llave en PB",
} as Property;

describe("a field declared once in listing-fields.ts", () => {
  it("is a database column the migrated table is checked for", () => {
    expect(definedColumns(fields)).toContain("nota_de_prueba");
    expect(definedColumns()).not.toContain("nota_de_prueba");
  });

  it("is validated by the form schema with the shared Spanish messages", () => {
    const schema = z.object(fieldSchemas(fields)).pick({ notaDePrueba: true });
    expect(schema.safeParse({ notaDePrueba: "Llave en PB" }).success).toBe(true);
    const refused = schema.safeParse({ notaDePrueba: "x".repeat(13) });
    expect(refused.error?.issues.map((i) => i.message)).toEqual(["Máximo 12 caracteres"]);
  });

  it("is one of the edit form's initial values", () => {
    expect(fieldDefaults(listing, fields).notaDePrueba).toBe("Llave en PB");
  });

  it("is read from and written to its column, and searched", () => {
    expect(baseFieldValues({ nota_de_prueba: "Llave" }, fields).notaDePrueba).toBe("Llave");
    expect(baseFieldColumns({ notaDePrueba: "" }, fields).nota_de_prueba).toBeNull();
    expect(searchTextOf({ name: "Casa", notaDePrueba: "Llavé" }, "abcd1234", fields)).toBe("casa llave abcd1234");
  });

  it("is a column of the export and of the import, before the draft mark", () => {
    const columns = exportColumnsOf(fields);
    expect(columns.indexOf("nota")).toBe(columns.indexOf("borrador") - 1);
    expect(exportCells(listing, fields).nota).toBe("Llave en PB");
    expect(fieldOfColumn(fields).nota.key).toBe("notaDePrueba");
  });

  it("is listed by the history with its label", () => {
    const write = { ...listing, characteristics: {} } as unknown as ListingFields;
    expect(fieldTexts(write, fields)["Nota de prueba"]).toBe("Llave en PB");
  });

  it("is a row of Comparar in its position", () => {
    const rows = compareRows([listing, { ...listing, notaDePrueba: "Otra" } as Property], undefined, fields);
    expect(rows.map((r) => r.key).slice(0, 6)).toEqual([
      "precio",
      "estado-publicacion",
      "tipo",
      "localidad",
      "direccion",
      "nota",
    ]);
    expect(rows[5]).toMatchObject({ label: "Nota de prueba", values: ["Llave en PB", "Otra"], differs: true });
  });

  it("is a row of the detail page's Características when it is a characteristic", () => {
    const c = { ...noCharacteristics(), cisterna: 2 } as never;
    const list = [{ key: "cisterna", label: "Cisternas", kind: "integer", group: "El inmueble" }];
    expect(characteristicRows(c, undefined, list)).toEqual([{ key: "cisterna", label: "Cisternas", value: "2" }]);
  });

  it("asks the English catalogue for its label, which the real fields all have", () => {
    expect(translatedLabels(fields)).toContain("Nota de prueba");
    expect(translatedLabels().filter((id) => !CATALOGUE_IDS.has(id))).toEqual([]);
  });
});
