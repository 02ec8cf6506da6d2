// `npm run dev` boots like `npm start`: migrations, demo listings and staff, the security middleware and the
// Spanish error pages, with the app served from Vite's live build. Runs once, in the SQLite project.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProcess, type ServerProcess } from "../support/server-process.ts";
import { testEngine } from "../support/test-db.ts";

describe.runIf(testEngine() === "sqlite")("npm run dev", () => {
  let dev: ServerProcess;
  beforeAll(async () => {
    dev = await startProcess({ NODE_ENV: "development" }, "scripts/dev.ts");
    await dev.waitFor("Vitrina escuchando", 90_000);
  }, 100_000);
  afterAll(() => dev?.stop());

  it("runs the startup tasks: demo listings and the demo staff login are printed", () => {
    expect(dev.output()).toContain("Demo: 32 propiedades de ejemplo listas.");
    expect(dev.output()).toMatch(/Usuario de demostración: \S+@\S+ {2}contraseña: \S+/);
  });

  it("serves the home page with its listings, the security headers, and refuses a foreign origin", async () => {
    const home = await fetch(`${dev.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get("content-security-policy")).toContain("nonce-");
    expect(await home.text()).toMatch(/href="\/propiedad\/[0-9a-f]{8}"/);
    const post = await fetch(`${dev.url}/login`, { method: "POST", headers: { origin: "https://evil.example" } });
    expect(post.status).toBe(403);
  });

  it("answers an unknown method with the Spanish error page", async () => {
    const res = await fetch(`${dev.url}/`, { method: "PUT" });
    expect(res.status).toBe(405);
    expect(await res.text()).toContain("Solicitud no permitida");
  });
});
