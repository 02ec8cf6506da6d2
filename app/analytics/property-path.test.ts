import { describe, expect, it } from "vitest";
import { propertyIdFromPath } from "./property-path.ts";

describe("propertyIdFromPath", () => {
  it.each([
    ["/propiedad/a1b2c3d4", "a1b2c3d4"],
    ["/propiedad/a1b2c3d4/", "a1b2c3d4"],
    ["/propiedad/A1B2C3D4", "a1b2c3d4"],
    ["/propiedad/a1b2c3d4?utm_source=whatsapp", "a1b2c3d4"],
    ["/propiedad/a1b2c3d4#fotos", "a1b2c3d4"],
    ["/en/propiedad/a1b2c3d4", "a1b2c3d4"],
  ])("%s → %s", (path, id) => {
    expect(propertyIdFromPath(path)).toBe(id);
  });

  it.each([
    "/",
    "/tipo/Venta",
    "/propiedad/",
    "/propiedad/xyz",
    "/propiedad/a1b2c3d4/fotos",
    "/propiedad/a1b2c3d4e",
    "/es/propiedad/a1b2c3d4",
  ])("%s is not a listing", (path) => {
    expect(propertyIdFromPath(path)).toBeNull();
  });
});
