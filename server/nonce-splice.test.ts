// The nonce splice: every answer's page and gzip stream carry the new nonce everywhere the old one was, and decode to
// exactly that page.
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { freshNonce, gzipPieces, pagePieces, policyNonce, splitAtNonce } from "./nonce-splice.ts";

describe("nonce splice", () => {
  it("puts a fresh nonce in every place, as text and as gzip", () => {
    const old = freshNonce();
    const html = `<html><head><link nonce="${old}"><script nonce="${old}">a()</script></head><body>${"casa ".repeat(
      5000,
    )}<script nonce="${old}">b()</script></body></html>`;
    const body = splitAtNonce(Buffer.from(html), old);
    expect(body.parts.length).toBe(4);
    const fresh = freshNonce();
    expect(fresh).not.toBe(old);
    expect(fresh.length).toBe(old.length);
    const page = Buffer.concat(pagePieces(body, fresh));
    expect(page.toString()).toBe(html.replaceAll(old, fresh));
    const gz = Buffer.concat(gzipPieces(body, fresh));
    expect(zlib.gunzipSync(gz).equals(page)).toBe(true);
    expect(gz.length).toBeLessThan(page.length / 5);
    expect(policyNonce(`default-src 'self'; script-src 'nonce-${old}' 'strict-dynamic'`)).toBe(old);
  });

  it("draws every nonce afresh, also past a pool of random bytes", () => {
    const nonces = Array.from({ length: 1000 }, freshNonce);
    expect(new Set(nonces).size).toBe(1000);
    for (const n of nonces) expect(Buffer.from(n, "base64").length).toBe(16);
  });

  it("a page without its nonce is one part", () => {
    const body = splitAtNonce(Buffer.from("sin nonce"), "abc");
    expect(body.parts.length).toBe(1);
    expect(zlib.gunzipSync(Buffer.concat(gzipPieces(body, "xyz"))).toString()).toBe("sin nonce");
  });
});
