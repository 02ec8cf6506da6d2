import { describe, expect, it } from "vitest";
import { characteristicRows } from "./characteristics.ts";
import type { Property } from "./types.ts";

const none: Property["characteristics"] = {
  ambientes: null,
  dormitorios: null,
  banos: null,
  plantas: null,
  superficie: null,
  cochera: null,
  pisos: null,
  anioConstruccion: null,
  patio: null,
  expensas: null,
  estado: null,
  contrato: null,
};

describe("characteristicRows", () => {
  it("labels every characteristic in the detail order", () => {
    const rows = characteristicRows({
      ambientes: 4,
      dormitorios: 3,
      banos: 2,
      plantas: 2,
      superficie: 1250.5,
      cochera: 1,
      pisos: 3,
      anioConstruccion: 2005,
      patio: "Si",
      expensas: "No",
      estado: "Muy Bueno",
      contrato: "24 meses",
    });
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ["Dormitorios", "3"],
      ["Baños", "2"],
      ["Superficie (m²)", "1.250,5"],
      ["Cochera", "1"],
      ["Pisos", "3"],
      ["Año construcción", "2005"],
      ["Ambientes", "4"],
      ["Patio", "Si"],
      ["Expensas", "No"],
      ["Estado", "Muy Bueno"],
      ["Plantas", "2"],
      ["Contrato", "24 meses"],
    ]);
  });

  it("leaves out falsy values", () => {
    expect(characteristicRows(none)).toEqual([]);
    expect(characteristicRows({ ...none, dormitorios: 0, contrato: "  ", superficie: 80 })).toEqual([
      { key: "superficie", label: "Superficie (m²)", value: "80" },
    ]);
  });
});
