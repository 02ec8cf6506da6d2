// The detail page's body is written in place in the HTML from a server process's very first render (docs/decisions
// 175, 220): never sent after the page behind its 'Cargando Propiedad' fallback, which painted first and then
// shifted the page when the body replaced it. (The English page's data carries that text as a message.)
import { describe, expect, it } from "vitest";
import { demoListings } from "../../app/demo/listings.ts";
import { demoServerForFile } from "../support/demo-server.ts";
import { testEngine } from "../support/test-db.ts";

/** A phone's browser: a bot (Node's own fetch counts as one) gets the whole page at once, never streamed. */
const PHONE =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 " +
  "Mobile Safari/537.36";

const server = demoServerForFile();

describe.runIf(testEngine() === "sqlite")("the detail page's HTML", () => {
  it("has its body and Ubicación panel in place on the process's first render, in both languages", async () => {
    const listing = demoListings()[0];
    for (const path of [`/propiedad/${listing.id}`, `/en/propiedad/${listing.id}`]) {
      const html = await (await fetch(server().url + path, { headers: { "User-Agent": PHONE } })).text();
      const heading = html.indexOf(`>${listing.input.name}</h1>`);
      expect(heading, path).toBeGreaterThan(0);
      // In place: before the page's data, not in a hidden segment after it that a script swaps in later.
      expect(heading, path).toBeLessThan(html.indexOf("streamController.enqueue"));
      expect(html, path).not.toMatch(/<div hidden id="S:\d+"><main/);
      expect(html, path).not.toMatch(/<div hidden id="S:\d+"><div class="space-y-3">/);
    }
  });
});
