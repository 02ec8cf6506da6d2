import { describe, expect, it } from "vitest";
import { joinBytes } from "./join-bytes.server.ts";

describe("joinBytes", () => {
  it("joins bytes and strings (as UTF-8) in order, multi-byte characters whole", () => {
    const css = `.título::after{content:"¿Dónde? — ${"ñ".repeat(3000)}"}`; // longer than React's 4 KB pieces
    const joined = joinBytes([Buffer.from("<style>"), css, new TextEncoder().encode("</style>"), "€"]);
    expect(joined.toString("utf8")).toBe(`<style>${css}</style>€`);
    expect(joined.length).toBe(Buffer.byteLength(`<style>${css}</style>€`));
  });

  it("gives a Buffer of its own memory: nothing else shares it", () => {
    const joined = joinBytes(["a", Buffer.from("b")]);
    expect(Buffer.isBuffer(joined)).toBe(true);
    expect(joined.byteOffset).toBe(0);
    expect(joined.buffer.byteLength).toBe(2);
  });
});
