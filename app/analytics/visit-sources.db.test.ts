import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { recordPageView } from "./events.server.ts";
import { visitSources } from "./visit-sources.server.ts";

let db: TestDb;
const now = new Date("2026-03-10T12:00:00.000Z");

beforeAll(async () => {
  db = await createTestDb();
  // Views are stored only for listings visitors can see.
  await createProperty(db.kysely, demoInput(), [], { id: "000000a1" });
  const view = (path: string, referrer: string, device: "phone" | "desktop" | null, at = now) =>
    recordPageView(db.kysely, { path, referrer, visit: null }, at, device);
  await view("/", "https://www.google.com/search", "phone");
  await view("/propiedad/000000a1", "https://google.com/", "phone");
  await view("/?utm_campaign=otono&utm_source=fb", "https://l.facebook.com/", "desktop");
  await view("/tipo/venta?utm_campaign=otono", "", "phone");
  await view("/otra", "https://vitrina.test/", null);
  await view("/vieja", "https://viejo.example/", "desktop", new Date("2026-01-01T00:00:00.000Z"));
});
afterAll(() => db?.destroy());

describe(`visit sources (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("counts referring sites (not the site itself), campaigns and the share from phones", async () => {
    expect(await visitSources(db.kysely, now, 30, "vitrina.test")).toEqual({
      referrers: [
        { label: "google.com", visits: 2 },
        { label: "l.facebook.com", visits: 1 },
      ],
      campaigns: [{ label: "otono", visits: 2 }],
      devices: { known: 4, phones: 3 },
    });
  });
});
