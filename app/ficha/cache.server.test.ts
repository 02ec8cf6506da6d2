import { describe, expect, it } from "vitest";
import { fichaCache } from "./cache.server.ts";

describe("fichaCache", () => {
  it("makes each key once, keeps at most the bound, drops the least recently asked", async () => {
    const cache = fichaCache(2);
    let made = 0;
    const make = (text: string) => async () => {
      made++;
      return Buffer.from(text);
    };
    expect(String(await cache.get("a", make("A")))).toBe("A");
    expect(String(await cache.get("a", make("other")))).toBe("A");
    await cache.get("b", make("B"));
    await cache.get("a", make("A"));
    await cache.get("c", make("C"));
    expect(cache.size()).toBe(2);
    expect(made).toBe(3);
    // "b" was the least recently asked: made again.
    await cache.get("b", make("B"));
    expect(made).toBe(4);
  });

  it("forgets a failed generation", async () => {
    const cache = fichaCache(2);
    await expect(cache.get("a", () => Promise.reject(new Error("x")))).rejects.toThrow("x");
    expect(String(await cache.get("a", async () => Buffer.from("A")))).toBe("A");
  });
});
