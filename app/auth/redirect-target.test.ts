import { describe, expect, it } from "vitest";
import { loginUrlFor, safeRedirectTarget } from "./redirect-target.ts";

describe("safeRedirectTarget", () => {
  it("accepts same-site paths with query and hash", () => {
    expect(safeRedirectTarget("/dashboard/propiedades/ver?page=2#top")).toBe("/dashboard/propiedades/ver?page=2#top");
    expect(safeRedirectTarget("/dashboard")).toBe("/dashboard");
  });

  it.each([
    "//evil.com",
    "//evil.com/dashboard",
    "https://evil.com",
    "http://evil.com/dashboard",
    "/\\evil.com",
    "/\\/evil.com",
    "\\\\evil.com",
    "/dash\\board",
    "/\t/evil.com",
    "/\n/evil.com",
    "javascript:alert(1)",
    "evil.com",
    "",
    null,
    undefined,
  ])("refuses %j", (target) => {
    expect(safeRedirectTarget(target)).toBeNull();
  });

  // Dot segments resolve to `//evil.com` only after the raw text was checked: the decision is on the final path.
  it.each([
    "/.//evil.com",
    "/%2e//evil.com",
    "/%2E%2E//evil.com",
    "/x/..//evil.com",
    "/..//evil.com",
    "/dashboard/../..//evil.com",
    "/.///evil.com",
    "/dashboard/..//%5Cevil.com",
  ])("refuses %j, which resolves to another host", (target) => {
    expect(safeRedirectTarget(target)).toBeNull();
  });

  it.each(["/.%2f/evil.com", "/%2F%2Fevil.com", "/%5c/evil.com", "/%2e%2e/%2fevil.com", "/dashboard/../usuarios"])(
    "%j stays a path on this site",
    (target) => {
      const path = safeRedirectTarget(target);
      expect(path).toMatch(/^\/(?![/\\])/);
      expect(new URL(path!, "https://vitrina.example").origin).toBe("https://vitrina.example");
    },
  );

  it("refuses going back to /login (it would loop)", () => {
    expect(safeRedirectTarget("/login?redirectTo=/dashboard")).toBeNull();
  });
});

describe("loginUrlFor", () => {
  it("carries the dashboard URL the visitor asked for", () => {
    const req = new Request("http://localhost/dashboard/usuarios?x=1");
    expect(loginUrlFor(req)).toBe("/login?redirectTo=%2Fdashboard%2Fusuarios%3Fx%3D1");
  });

  it("omits the default target", () => {
    expect(loginUrlFor(new Request("http://localhost/dashboard"))).toBe("/login");
  });
});
