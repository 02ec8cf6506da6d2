// A stored listing as the edit form's initial values (strings, es-AR numbers, Si/No).
import { formatNumberInput } from "./number-input.ts";
import type { Property } from "./types.ts";

export function toFormDefaults(p: Property): Record<string, string | undefined> {
  const c = p.characteristics;
  const num = (v: number | null) => (v == null ? undefined : formatNumberInput(v));
  return {
    name: p.name, type: p.type, state: p.state, locality: p.locality, address: p.address, description: p.description,
    maps: p.maps, currency: p.currency ?? undefined,
    price: p.price == null ? undefined : formatNumberInput(p.price, { grouping: true }),
    ambientes: num(c.ambientes), dormitorios: num(c.dormitorios), banos: num(c.banos), plantas: num(c.plantas),
    superficie: num(c.superficie), patio: c.patio ?? undefined, expensas: c.expensas ?? undefined,
    estado: c.estado ?? undefined, contrato: c.contrato ?? undefined, featured: p.featured ? "Si" : "No",
    version: String(p.version),
  };
}
