// The cache policy's rule table: signed-in and cookie-setting answers are never stored, "public" routes keep theirs.
import { describe, expect, it } from "vitest";
import { ANONYMOUS, cacheControlFor, SIGNED_IN } from "./cache-policy.ts";

describe("cacheControlFor", () => {
  it("never lets a signed-in answer or one that sets a cookie be stored", () => {
    expect(cacheControlFor({ signedIn: true, setsCookie: false })).toBe(SIGNED_IN);
    expect(cacheControlFor({ signedIn: true, setsCookie: false, routeSet: "no-store" })).toBe(SIGNED_IN);
    expect(cacheControlFor({ signedIn: false, setsCookie: true, routeSet: "public, max-age=3600" })).toBe(SIGNED_IN);
  });

  it("keeps a route's public policy for everyone, and gives anonymous answers no-cache by default", () => {
    const robots = "public, max-age=3600";
    expect(cacheControlFor({ signedIn: true, setsCookie: false, routeSet: robots })).toBe(robots);
    expect(cacheControlFor({ signedIn: false, setsCookie: false })).toBe(ANONYMOUS);
    expect(cacheControlFor({ signedIn: false, setsCookie: false, routeSet: "no-store" })).toBe("no-store");
  });
});
