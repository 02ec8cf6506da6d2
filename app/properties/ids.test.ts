import { describe, expect, it } from "vitest";
import { newShortId, SHORT_ID, uniqueShortId } from "./ids.ts";

describe("short ids", () => {
  it("are the first 8 hex characters of a UUID", () => {
    for (let i = 0; i < 50; i++) expect(newShortId()).toMatch(SHORT_ID);
  });

  it("retry on a collision", async () => {
    const tried: string[] = [];
    const id = await uniqueShortId(async (candidate) => {
      tried.push(candidate);
      return tried.length === 3;
    });
    expect(tried).toHaveLength(3);
    expect(id).toBe(tried[2]);
  });

  it("give up with a clear error when every candidate is taken", async () => {
    await expect(uniqueShortId(async () => false, 3)).rejects.toThrow("identificador único");
  });
});
