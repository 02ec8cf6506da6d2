import { describe, expect, it } from "vitest";
import { CHARACTERISTICS, noCharacteristics } from "./characteristics.ts";
import { compareRows, NO_VALUE } from "./compare.ts";

const base = {
  currency: "USD",
  price: 120000,
  state: "Venta",
  type: "Casa",
  locality: "Salta",
  address: "Belgrano 100",
  characteristics: noCharacteristics(),
};

describe("compareRows", () => {
  it("has price, state, type, locality, address and every characteristic but the links, with the site's labels", () => {
    const rows = compareRows([base, base]);
    expect(rows.map((r) => r.label)).toEqual([
      "Precio",
      "Operación",
      "Tipo",
      "Localidad",
      "Dirección",
      ...CHARACTERISTICS.filter((c) => c.kind !== "url").map((c) => c.label),
    ]);
    expect(rows.every((r) => !r.differs)).toBe(true);
  });

  it("formats values as the detail page does and marks the rows that differ", () => {
    const other = {
      ...base,
      currency: "Consultar",
      type: "Duplex",
      characteristics: { ...base.characteristics, superficie: 1250.5, anioConstruccion: 2005 },
    };
    const rows = Object.fromEntries(compareRows([base, other]).map((r) => [r.key, r]));
    expect(rows.precio).toEqual({
      key: "precio",
      label: "Precio",
      values: ["USD 120.000", "Consultar"],
      differs: true,
    });
    expect(rows.tipo.values).toEqual(["Casa", "Dúplex"]);
    expect(rows.superficie.values).toEqual([NO_VALUE, "1.250,5"]);
    expect(rows.anioConstruccion.values).toEqual([NO_VALUE, "2005"]);
    expect(rows.localidad.differs).toBe(false);
  });
});
