import { describe, expect, it } from "vitest";
import { keptByKey } from "./kept-by-key.server.ts";

describe("keptByKey", () => {
  it("computes once per key, and forgets the least recently used past its limit", () => {
    const runs: string[] = [];
    const kept = keptByKey<string>(2);
    const get = (key: string) =>
      kept(key, () => {
        runs.push(key);
        return `value of ${key}`;
      });
    expect(get("a")).toBe("value of a");
    expect(get("a")).toBe("value of a");
    get("b");
    get("a"); // a is now the most recently used
    get("c"); // b goes
    get("a");
    get("b");
    expect(runs).toEqual(["a", "b", "c", "b"]);
  });
});
