import { describe, expect, it } from "vitest";
import { idListHref, parseIdList } from "./id-list.ts";

describe("id lists in the URL", () => {
  it("keep valid ids once, in order, up to the maximum", () => {
    const search = new URLSearchParams("ids=a1b2c3d4,nope,a1b2c3d4,e5f6a7b8,<script>,00000000");
    expect(parseIdList(search, 2)).toEqual(["a1b2c3d4", "e5f6a7b8"]);
    expect(parseIdList(new URLSearchParams(""), 5)).toEqual([]);
  });

  it("round-trip through the link", () => {
    const href = idListHref("/favoritos", ["a1b2c3d4", "e5f6a7b8"]);
    expect(href).toBe("/favoritos?ids=a1b2c3d4,e5f6a7b8");
    expect(parseIdList(new URL(href, "http://x").searchParams, 60)).toEqual(["a1b2c3d4", "e5f6a7b8"]);
    expect(idListHref("/favoritos", [])).toBe("/favoritos");
  });
});
