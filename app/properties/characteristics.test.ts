import { describe, expect, it } from "vitest";
import {
  characteristicGroups,
  characteristicRows,
  maskToSet,
  noCharacteristics,
  setToMask,
} from "./characteristics.ts";
import { COMODIDADES } from "./options.ts";

const none = noCharacteristics();

describe("characteristicRows", () => {
  it("labels every characteristic in the detail order (the spec's labels kept: Pisos, Año construcción)", () => {
    const rows = characteristicRows({
      ...none,
      ambientes: 4,
      dormitorios: 3,
      banos: 2,
      plantas: 2,
      superficie: 1250.5,
      cochera: 1,
      anioConstruccion: 2005,
      patio: "Si",
      expensas: "Si",
      montoExpensas: 85000,
      estado: "Muy Bueno",
      contrato: "24 meses",
      aptoCredito: "Si",
      orientacion: "Norte",
    });
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ["Dormitorios", "3"],
      ["Baños", "2"],
      ["Superficie (m²)", "1.250,5"],
      ["Cochera", "1"],
      ["Pisos", "2"],
      ["Ambientes", "4"],
      ["Patio", "Si"],
      ["Año construcción", "2005"],
      ["Estado", "Muy Bueno"],
      ["Orientación", "Norte"],
      ["Expensas", "Si"],
      ["Monto de expensas", "$ 85.000 por mes"],
      ["Apto crédito", "Si"],
      ["Contrato", "24 meses"],
    ]);
  });

  it("leaves out falsy values, and the amount of expensas unless Expensas is Si", () => {
    expect(characteristicRows(none)).toEqual([]);
    expect(characteristicRows({ ...none, dormitorios: 0, contrato: "  ", superficie: 80 })).toEqual([
      { key: "superficie", label: "Superficie (m²)", value: "80" },
    ]);
    expect(characteristicRows({ ...none, expensas: "No", montoExpensas: 5000 }).map((r) => r.key)).toEqual([
      "expensas",
    ]);
  });
});

describe("characteristicGroups", () => {
  it("groups the values and lists each checklist; empty groups and lists are left out", () => {
    const { groups, lists } = characteristicGroups({
      ...none,
      dormitorios: 2,
      aceptaMascotas: "Si",
      comodidades: ["Pileta", "SUM"],
    });
    expect(groups.map((g) => [g.title, g.rows.map((r) => r.label)])).toEqual([
      ["Ambientes y superficies", ["Dormitorios"]],
      ["Condiciones", ["Acepta mascotas"]],
    ]);
    expect(lists.map((l) => [l.title, l.rows.map((r) => r.value)])).toEqual([["Comodidades", ["Pileta", "SUM"]]]);
    expect(characteristicGroups(none)).toEqual({ groups: [], lists: [] });
  });
});

describe("checklists as bit masks", () => {
  it("round-trip in the options' order, dropping unknown names", () => {
    const mask = setToMask(COMODIDADES, ["SUM", "Pileta", "Sauna"]);
    expect(mask).toBe(1 | (1 << COMODIDADES.indexOf("SUM")));
    expect(maskToSet(COMODIDADES, mask)).toEqual(["Pileta", "SUM"]);
    expect(maskToSet(COMODIDADES, null)).toEqual([]);
  });
});
