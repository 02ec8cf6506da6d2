import { describe, expect, it } from "vitest";
import { parsePageView } from "./events.server.ts";

describe("parsePageView", () => {
  it("accepts a page view beacon", () => {
    expect(
      parsePageView(
        JSON.stringify({
          path: "/tipo/Venta?mostrar=12",
          referrer: "https://www.google.com/",
          visit: "0b8e6a1c-1f7e-4e0e-9d7a-2b1c3d4e5f60",
        }),
      ),
    ).toEqual({
      path: "/tipo/Venta?mostrar=12",
      referrer: "https://www.google.com/",
      visit: "0b8e6a1c-1f7e-4e0e-9d7a-2b1c3d4e5f60",
    });
    expect(parsePageView(JSON.stringify({ path: "/", visit: "abcdefgh" }))?.referrer).toBe("");
    for (const path of [
      "/en",
      "/en/",
      "/tipo/Alquiler%20Temporal",
      "/en/propiedad/de000000",
      "/mapa?zona=1",
      "/comparar",
    ])
      expect(parsePageView(JSON.stringify({ path, visit: "abcdefgh" }))?.path, path).toBe(path);
  });
  it("refuses garbage", () => {
    for (const body of [
      "",
      "basura",
      "null",
      "[]",
      JSON.stringify({ path: "//evil.example/x", visit: "abcdefgh" }),
      JSON.stringify({ path: "/a b", visit: "abcdefgh" }),
      JSON.stringify({ path: `/${"x".repeat(600)}`, visit: "abcdefgh" }),
      JSON.stringify({ path: "/", visit: "a" }),
      JSON.stringify({ path: "/", visit: "abcdefgh", referrer: "javascript:alert(1)" }),
      JSON.stringify({ path: "/", visit: "abcdefgh", referrer: 5 }),
      // Paths the site does not have, or a browser would never send (issue 32, item 5).
      JSON.stringify({ path: "/<script>alert(1)</script>", visit: "abcdefgh" }),
      JSON.stringify({ path: "/?q=<script>", visit: "abcdefgh" }),
      JSON.stringify({ path: "/wp-admin", visit: "abcdefgh" }),
      JSON.stringify({ path: "/tipo/Permuta", visit: "abcdefgh" }),
      JSON.stringify({ path: "/propiedad/xyz", visit: "abcdefgh" }),
    ]) {
      expect(parsePageView(body), body).toBeNull();
    }
  });
});
