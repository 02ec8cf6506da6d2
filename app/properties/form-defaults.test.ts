import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { toFormDefaults } from "./form-defaults.ts";
import { propertyFormSchema } from "./form-schema.ts";
import type { Property } from "./types.ts";

const stored: Property = {
  id: "abcd1234",
  name: "Chalet con vista",
  type: "Chalet",
  state: "Alquiler",
  locality: "La Cumbrecita",
  address: "Los Abedules 4",
  description: "Tres plantas.",
  currency: "USD",
  price: 1_250_000,
  maps: "https://maps.google.com/?q=x",
  featured: true,
  characteristics: {
    ambientes: 5,
    dormitorios: 3,
    banos: 2,
    plantas: 3,
    superficie: 210.5,
    cochera: 1,
    pisos: null,
    anioConstruccion: 1998,
    patio: "Si",
    expensas: "No",
    estado: "Muy Bueno",
    contrato: "2 años",
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
    for (const [k, v] of Object.entries(d)) if (v !== undefined) fd.append(k, v);
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
      version: 7,
    });
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
      for (const [k, v] of Object.entries(sentForm)) if (v !== undefined) fd.append(k, v);
      const s = parseWithZod(fd, { schema: propertyFormSchema("edit") });
      expect(s.status === "success" && s.value.version).toBe(read);
    }
  });
});
