// The shared validator (decision 113): the same page gets the same tag anywhere; a new build, version, key or seed
// does not match.
import { describe, expect, it } from "vitest";
import { matchingSeed, pageTag } from "./page-validator.ts";

const home = { build: "4c32c9e8", version: 7, key: "/" };

describe("page validators", () => {
  it("are weak, carry the seed and match the same page only", () => {
    const tag = pageTag({ ...home, seed: "abc12" });
    expect(tag).toMatch(/^W\/"7\.abc12\.[\w-]{22}"$/);
    expect(pageTag({ ...home, seed: "abc12" })).toBe(tag);
    expect(matchingSeed(tag, home, true)).toBe("abc12");
    expect(matchingSeed(`"x", ${tag}`, home, true)).toBe("abc12");
    expect(matchingSeed(tag, { ...home, version: 8 }, true)).toBeNull();
    expect(matchingSeed(tag, { ...home, build: "ffffffff" }, true)).toBeNull();
    expect(matchingSeed(tag, { ...home, key: "/?tipo=casa" }, true)).toBeNull();
    expect(matchingSeed(tag.replace("abc12", "abc13"), home, true)).toBeNull();
    expect(matchingSeed(tag.slice(2), home, true)).toBeNull(); // a strong tag of the same text is not ours
  });

  it("a page whose URL fixes the order has no seed, and '*' matches", () => {
    const about = { ...home, key: "/sobreNosotros" };
    expect(matchingSeed(pageTag({ ...about, seed: "" }), about, false)).toBe("");
    expect(matchingSeed(pageTag({ ...about, seed: "abc12" }), about, false)).toBeNull();
    expect(matchingSeed("*", about, false)).toBe("");
    expect(matchingSeed(undefined, about, false)).toBeNull();
  });
});
