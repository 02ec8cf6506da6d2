import { describe, expect, it } from "vitest";
import { isPublicLayoutId, localeFromPath, localizedPath } from "./locale.ts";

describe("localeFromPath", () => {
  it("is English only under the /en segment", () => {
    expect(localeFromPath("/en")).toBe("en");
    expect(localeFromPath("/en/tipo/Venta")).toBe("en");
    expect(localeFromPath("/")).toBe("es");
    expect(localeFromPath("/tipo/Venta")).toBe("es");
    expect(localeFromPath("/encuentro")).toBe("es");
    expect(localeFromPath("/propiedad/en")).toBe("es");
  });
});

describe("localizedPath", () => {
  it("adds the /en prefix and keeps the query and hash", () => {
    expect(localizedPath("/", "en")).toBe("/en");
    expect(localizedPath("/?moneda=USD#propiedades", "en")).toBe("/en?moneda=USD#propiedades");
    expect(localizedPath("/tipo/Alquiler%20Temporal?dormitorios=2", "en")).toBe(
      "/en/tipo/Alquiler%20Temporal?dormitorios=2",
    );
  });
  it("removes it for Spanish", () => {
    expect(localizedPath("/en", "es")).toBe("/");
    expect(localizedPath("/en?moneda=USD", "es")).toBe("/?moneda=USD");
    expect(localizedPath("/en/favoritos#x", "es")).toBe("/favoritos#x");
  });
  it("never doubles the prefix and leaves relative and foreign links alone", () => {
    expect(localizedPath("/en/tipo/Venta", "en")).toBe("/en/tipo/Venta");
    expect(localizedPath("/encuentro", "en")).toBe("/en/encuentro");
    expect(localizedPath("?pagina=2", "en")).toBe("?pagina=2");
    expect(localizedPath("#propiedades", "en")).toBe("#propiedades");
    expect(localizedPath("//example.com/x", "en")).toBe("//example.com/x");
  });
});

it("knows both public layouts", () => {
  expect(isPublicLayoutId("routes/public/layout")).toBe(true);
  expect(isPublicLayoutId("en-layout")).toBe(true);
  expect(isPublicLayoutId("routes/dashboard/layout")).toBe(false);
});
