import { describe, expect, it } from "vitest";
import { type CachedPage, pageStore } from "./page-store.ts";

const page = (bytes: number): CachedPage => ({
  status: 200,
  headers: [],
  bodies: { identity: Buffer.alloc(bytes), gzip: Buffer.alloc(0), br: Buffer.alloc(0) },
});

describe("pageStore", () => {
  it("drops the least recently used pages once over its byte budget", () => {
    const store = pageStore(3 * 1600);
    store.put(1, "/a", page(1000));
    store.put(1, "/b", page(1000));
    store.put(1, "/c", page(1000));
    expect(store.get(1, "/a")).toBeDefined(); // /a is now the most recent
    store.put(1, "/d", page(1000));
    expect(store.get(1, "/b")).toBeUndefined();
    expect(store.get(1, "/a")).toBeDefined();
    expect(store.get(1, "/d")).toBeDefined();
    expect(store.stats().bytes).toBeLessThanOrEqual(3 * 1600);
  });

  it("never keeps a page larger than the whole budget", () => {
    const store = pageStore(1000);
    store.put(1, "/big", page(5000));
    expect(store.get(1, "/big")).toBeUndefined();
    expect(store.stats()).toEqual({ version: 1, entries: 0, bytes: 0 });
  });

  it("empties itself when a newer site version is seen, and ignores older ones", () => {
    const store = pageStore(100_000);
    store.put(1, "/a", page(10));
    expect(store.get(2, "/a")).toBeUndefined();
    store.put(1, "/a", page(10)); // a render that started before the change
    expect(store.get(2, "/a")).toBeUndefined();
    expect(store.get(1, "/a")).toBeUndefined();
    store.put(2, "/a", page(10));
    expect(store.get(2, "/a")).toBeDefined();
  });
});
