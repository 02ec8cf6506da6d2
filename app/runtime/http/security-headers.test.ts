import { describe, expect, it } from "vitest";
import {
  applySecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  MAP_FRAME_HOSTS,
} from "./security-headers.server.ts";

function directives(csp: string): Record<string, string> {
  return Object.fromEntries(
    csp.split(";").map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
}

describe("Content-Security-Policy", () => {
  it("allows scripts only by nonce (strict-dynamic) and locks down objects, base, framing", () => {
    const d = directives(contentSecurityPolicy("abc123"));
    expect(d["script-src"]).toBe("'nonce-abc123' 'strict-dynamic'");
    expect(d["object-src"]).toBe("'none'");
    expect(d["base-uri"]).toBe("'none'");
    expect(d["frame-ancestors"]).toBe("'none'");
    expect(d["frame-src"]).toBe(MAP_FRAME_HOSTS.join(" "));
    expect(d["img-src"]).toBe("'self' data: blob:");
    expect(d["form-action"]).toBe("'self'");
  });

  it("lets images come from PHOTOS_PUBLIC_URL's origin, and no other", () => {
    const d = directives(contentSecurityPolicy("abc", { photosOrigin: "https://fotos.example.com" }));
    expect(d["img-src"]).toBe("'self' data: blob: https://fotos.example.com");
  });

  it("lets map tiles come from MAP_TILES_URL's host (decision 162)", () => {
    const d = directives(
      contentSecurityPolicy("abc", {
        photosOrigin: "https://fotos.example.com",
        tilesOrigin: "https://tile.example.org",
      }),
    );
    expect(d["img-src"]).toBe("'self' data: blob: https://fotos.example.com https://tile.example.org");
  });

  it("uses a fresh nonce each time (across refills of the random pool, 256 nonces each)", () => {
    const nonces = new Set(Array.from({ length: 600 }, createNonce));
    expect(nonces.size).toBe(600);
    for (const n of nonces) expect(Buffer.from(n, "base64").length).toBeGreaterThanOrEqual(16);
  });

  it("adds HSTS only over https", () => {
    const http = new Headers();
    applySecurityHeaders(http, "n", { https: false });
    expect(http.get("strict-transport-security")).toBeNull();
    expect(http.get("x-content-type-options")).toBe("nosniff");
    expect(http.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const https = new Headers();
    applySecurityHeaders(https, "n", { https: true });
    expect(https.get("strict-transport-security")).toMatch(/max-age=31536000/);
  });
});
