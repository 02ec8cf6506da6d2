import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { toFormDefaults } from "./form-defaults.ts";
import { propertyFormSchema } from "./form-schema.ts";
import { noCharacteristics } from "./characteristics.ts";
import type { Property } from "./types.ts";

const stored: Property = {
  id: "abcd1234",
  name: "Chalet con vista",
  type: "Chalet",
  state: "Alquiler",
  locality: "La Cumbrecita",
  address: "Los Abedules 4",
  description: "Tres plantas.",
  titleEn: "Chalet with a view",
  descriptionEn: null,
  currency: "USD",
  price: 1_250_000,
  maps: "https://maps.google.com/?q=x",
  featured: true,
  approximateLocation: false,
  characteristics: {
    ...noCharacteristics(),
    ambientes: 5,
    dormitorios: 3,
    banos: 2,
    plantas: 3,
    superficie: 210.5,
    cochera: 1,
    anioConstruccion: 1998,
    patio: "Si",
    expensas: "No",
    estado: "Muy Bueno",
    contrato: "2 años",
    superficieCubierta: 180.25,
    superficieTerreno: 600,
    montoExpensas: 85_000,
    aptoCredito: "Si",
    aptoProfesional: "No",
    aceptaMascotas: "Si",
    amoblado: "No",
    orientacion: "Noreste",
    disposicion: "Contrafrente",
    servicios: ["Agua corriente", "Gas natural"],
    comodidades: ["Pileta"],
  },
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  version: 7,
  draft: false,
};

describe("edit form defaults", () => {
  it("show stored numbers the es-AR way and read back to the same values", () => {
    const d = toFormDefaults(stored);
    expect(d).toMatchObject({ price: "1.250.000", superficie: "210,5", featured: "Si", currency: "USD" });
    const fd = new FormData();
    for (const [k, v] of Object.entries(d)) for (const one of [v ?? []].flat()) fd.append(k, one);
    const s = parseWithZod(fd, { schema: propertyFormSchema("edit") });
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    const c = stored.characteristics;
    expect(s.value).toMatchObject({
      name: stored.name,
      price: stored.price,
      currency: "USD",
      featured: true,
      superficie: c.superficie,
      ambientes: c.ambientes,
      contrato: c.contrato,
      estado: c.estado,
      titleEn: "Chalet with a view",
      descriptionEn: null,
      version: 7,
    });
  });

  it("read every characteristic back as stored (issue #16's field set included)", () => {
    const withExpensas = { ...stored, characteristics: { ...stored.characteristics, expensas: "Si" } };
    const d = toFormDefaults(withExpensas);
    expect(d).toMatchObject({ montoExpensas: "85.000", superficieCubierta: "180,25", comodidades: ["Pileta"] });
    const fd = new FormData();
    for (const [k, v] of Object.entries(d)) for (const one of [v ?? []].flat()) fd.append(k, one);
    const s = parseWithZod(fd, { schema: propertyFormSchema("edit") });
    expect(s.status === "success" && s.value).toMatchObject(withExpensas.characteristics);
  });

  it("carry the version the form was loaded from; a missing or bad one reads as none", () => {
    for (const [sent, read] of [
      ["7", 7],
      [undefined, null],
      ["", null],
      ["7a", null],
      ["-1", null],
    ] as const) {
      const fd = new FormData();
      const sentForm = { ...toFormDefaults(stored), version: sent };
      for (const [k, v] of Object.entries(sentForm)) for (const one of [v ?? []].flat()) fd.append(k, one);
      const s = parseWithZod(fd, { schema: propertyFormSchema("edit") });
      expect(s.status === "success" && s.value.version).toBe(read);
    }
  });
});
