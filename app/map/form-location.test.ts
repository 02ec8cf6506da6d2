// The form's map point (decision 160): the one schema reads it, checks range and 'both or neither', in Spanish.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { propertyFormSchema } from "../properties/form-schema.ts";
import { BOTH_OR_NEITHER, LATITUDE_RANGE, LONGITUDE_RANGE } from "./form-texts.ts";

const valid: Record<string, string> = {
  name: "Casa con pileta",
  type: "Casa",
  state: "Venta",
  locality: "Santa Rosa",
  address: "Belgrano 120",
  description: "Luminosa.",
  maps: "https://maps.google.com/?q=Santa+Rosa",
  currency: "USD",
  price: "100.000",
};

function submit(extra: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries({ ...valid, ...extra })) fd.append(k, v);
  return parseWithZod(fd, { schema: propertyFormSchema("create") });
}
function errorOf(extra: Record<string, string>, field: string) {
  const s = submit(extra);
  if (s.status === "success") throw new Error("expected errors");
  return (s.error?.[field] as string[] | undefined)?.[0];
}

describe("the form's map point", () => {
  it("reads a typed point (comma or dot) and the 'Ubicación aproximada' box", () => {
    const s = submit({ latitude: "-31,9785", longitude: "-64.5598", approximateLocation: "on" });
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    expect(s.value.location).toEqual({ point: { lat: -31.9785, lng: -64.5598 }, approximate: true });
  });

  it("leaves the point to the maps value when both are empty", () => {
    const s = submit({});
    expect(s.status === "success" && s.value.location).toEqual({ point: null, approximate: false });
  });

  it("refuses out-of-range values, text, and one without the other, in Spanish", () => {
    expect(errorOf({ latitude: "95", longitude: "-64" }, "latitude")).toBe(LATITUDE_RANGE);
    expect(errorOf({ latitude: "-31", longitude: "-190" }, "longitude")).toBe(LONGITUDE_RANGE);
    expect(errorOf({ latitude: "abc", longitude: "-64" }, "latitude")).toBe(LATITUDE_RANGE);
    expect(errorOf({ latitude: "-31" }, "longitude")).toBe(BOTH_OR_NEITHER);
    expect(errorOf({ longitude: "-64" }, "longitude")).toBe(BOTH_OR_NEITHER);
  });
});
