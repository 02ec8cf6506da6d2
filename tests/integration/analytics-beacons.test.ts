// The anonymous beacons on the built server (issue 32, item 5): /api/leads needs the site's Origin, counts only
// listings visitors can see and answers every id alike, and stops counting an address past its limit; /api/events
// stores only paths the site has, and no view of a hidden listing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty, demoInput } from "../support/fixtures.ts";
import { type ServerDb, serverDatabase } from "../support/server-db.ts";
import { type ServerProcess, startProcess } from "../support/server-process.ts";

let dataDir: string;
let sdb: ServerDb;
let server: ServerProcess;
let shown: string;
let draft: string;
let trashed: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-beacons-"));
  sdb = await serverDatabase(dataDir);
  server = await startProcess({ ...sdb.env, DATA_DIR: dataDir, SEED_DEMO: "false", WEB_CONCURRENCY: "1" });
  await server.waitFor("Vitrina escuchando");
  shown = await createProperty(sdb.db.kysely, demoInput({ name: "Casa pública" }));
  draft = await createProperty(sdb.db.kysely, demoInput({ name: "Casa borrador" }), [], { draft: true });
  trashed = await createProperty(sdb.db.kysely, demoInput({ name: "Casa en la papelera" }));
  await sdb.db.kysely
    .updateTable("properties")
    .set({ deleted_at: new Date().toISOString() })
    .where("id", "=", trashed)
    .execute();
});
afterAll(async () => {
  await server?.stop();
  await sdb?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const post = (endpoint: string, body: unknown, headers: Record<string, string> = { origin: server.url }) =>
  fetch(`${server.url}${endpoint}`, {
    method: "POST",
    body: JSON.stringify(body),
    // A browser's user agent: the beacon ignores bots (Node's fetch says "node").
    headers: { "content-type": "application/json", "user-agent": BROWSER, ...headers },
  });
const stored = (kind: "page_view" | "enquiry") =>
  sdb.db.kysely.selectFrom("events").select(["path", "property_id"]).where("kind", "=", kind).execute();

describe("page views", () => {
  it("stores the site's paths only, and no view of a listing visitors cannot see", async () => {
    expect((await post("/api/events", { path: "/<script>alert(1)</script>" })).status).toBe(400);
    expect((await post("/api/events", { path: "/wp-login.php" })).status).toBe(400);
    for (const id of [draft, trashed, "ffffffff"])
      expect((await post("/api/events", { path: `/propiedad/${id}` })).status).toBe(204);
    expect((await post("/api/events", { path: `/propiedad/${shown}` })).status).toBe(204);
    expect((await post("/api/events", { path: "/tipo/Venta?mostrar=12" })).status).toBe(204);
    expect(await stored("page_view")).toEqual([
      { path: `/propiedad/${shown}`, property_id: shown },
      { path: "/tipo/Venta?mostrar=12", property_id: null },
    ]);
  });
});

describe("enquiries", () => {
  it("need the site's Origin; hidden and unknown listings are answered alike and not counted", async () => {
    expect((await post("/api/leads", { propertyId: shown }, {})).status).toBe(403);
    const answers = [];
    for (const id of [draft, trashed, "ffffffff", shown])
      answers.push((await post("/api/leads", { propertyId: id })).status);
    expect(answers).toEqual([204, 204, 204, 204]);
    expect(await stored("enquiry")).toEqual([{ path: `/propiedad/${shown}`, property_id: shown }]);
  });

  it("stop being counted past the limit for one address (answered alike)", async () => {
    const answers = new Set<number>();
    for (let i = 0; i < 30; i++) answers.add((await post("/api/leads", { propertyId: shown })).status);
    expect([...answers]).toEqual([204]);
    const counted = (await stored("enquiry")).length;
    // Twenty requests per address in the window, the earlier test's included: never all thirty.
    expect(counted).toBeGreaterThan(1);
    expect(counted).toBeLessThanOrEqual(20);
    expect((await post("/api/leads", { propertyId: shown })).status).toBe(204);
    expect((await stored("enquiry")).length).toBe(counted);
  });
});
