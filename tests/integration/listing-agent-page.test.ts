// A listing's agent on its public page (issue #35), on the built server: the page's own HTML (no JavaScript) points
// the floating WhatsApp link and the enquiry at the agent's number, or the agency's without one; it shows the
// agent's name and photo (or initials) and nothing else of them; the photo is uploaded on 'Mi perfil', served as a
// square WebP, refused in Spanish when it is not a JPEG, PNG or WebP of at most 5 MB, and removable.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Db } from "../../app/db/connect.server.ts";
import { createProperty, demoInput } from "../support/fixtures.ts";
import { makeAnimatedGif, makeJpeg } from "../support/images.ts";
import { startProcess, type ServerProcess } from "../support/server-process.ts";
import { createSignedInStaff, staffAuth } from "../support/staff-session.ts";
import { createTestDb, testEngine, type TestDb } from "../support/test-db.ts";

const engine = testEngine();
const SECRET = "s".repeat(40);
const AGENT_NUMBER = "5493515557777";
let pgDb: TestDb | undefined;
let db: Db;
let server: ServerProcess;
const cookies: Record<"ana" | "beto", string> = { ana: "", beto: "" };
const ids: Record<string, string> = {};
const listings: Record<"ana" | "beto" | "none", string> = { ana: "", beto: "", none: "" };

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-agent-int-"));
  if (engine === "postgres") pgDb = await createTestDb({ migrate: false });
  server = await startProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: pgDb?.location.databaseUrl,
    SEED_DEMO: "false",
    BETTER_AUTH_SECRET: SECRET,
  });
  await server.waitFor("Vitrina escuchando");
  db = pgDb ?? connect({ sqliteFile: path.join(dataDir, "vitrina.sqlite") });
  const auth = staffAuth(db, SECRET, server.url);
  const names = { ana: "Ana María Suárez", beto: "Beto" };
  for (const who of ["ana", "beto"] as const) {
    const staff = await createSignedInStaff(auth, SECRET, server.url, {
      email: `${who}@vitrina.test`,
      name: names[who],
    });
    cookies[who] = `${staff.cookie.name}=${staff.cookie.value}`;
    ids[who] = staff.id;
  }
  await db.kysely.updateTable("user").set({ role: "agent" }).where("id", "in", [ids.ana, ids.beto]).execute();
  await db.kysely.updateTable("user").set({ whatsapp: AGENT_NUMBER }).where("id", "=", ids.ana).execute();
  for (const who of ["ana", "beto"] as const) {
    listings[who] = await createProperty(db.kysely, demoInput({ name: `Casa de ${who}` }), [], {
      by: { id: ids[who], name: names[who] },
    });
  }
  listings.none = await createProperty(db.kysely, demoInput({ name: "Casa sin agente" }));
});

afterAll(async () => {
  await server?.stop("SIGKILL");
  if (pgDb) await pgDb.destroy();
  else await db?.close();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

const page = async (p: string) => (await fetch(`${server.url}${p}`)).text();
/** The floating link as the server wrote it: its address, and the agency's it keeps. */
function floatLink(html: string) {
  const m = /<a href="([^"]*)" data-chat-float="([^"]*)"/.exec(html);
  if (!m) throw new Error("Sin enlace flotante de WhatsApp en la página.");
  return { href: m[1], agency: m[2], rest: html.replace(m[0], "") };
}
function postPhoto(
  who: keyof typeof cookies,
  file: { bytes: Buffer; name: string; type: string } | null,
  remove = false,
) {
  const form = new FormData();
  form.set("intent", "foto");
  form.set("foto", new File(file ? [new Uint8Array(file.bytes)] : [], file?.name ?? "", { type: file?.type ?? "" }));
  if (remove) form.set("quitarFoto", "on");
  return fetch(`${server.url}/dashboard/perfil`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: cookies[who], origin: server.url },
    body: form,
  });
}
const storedPhotos = async () =>
  (
    await db.kysely
      .selectFrom("agency_images")
      .select(["name", "version"])
      .where("name", "like", "agente-%")
      .orderBy("name")
      .execute()
  ).map((r) => `${r.name}:${r.version}`);
const photoUrls = (html: string) => [...html.matchAll(/\/marca\/agente-[0-9a-f]{12}-(?:96|192)-[0-9a-f]{16}\.webp/g)];

describe(`a listing's agent on its page (${engine})`, () => {
  it("takes a photo on 'Mi perfil' and serves it as squares that change URL with the photo", async () => {
    const answer = await postPhoto("ana", { bytes: await makeJpeg(800, 600), name: "ana.jpg", type: "image/jpeg" });
    expect(answer.status).toBe(302);
    expect(await storedPhotos()).toHaveLength(2);
    const html = await page(`/propiedad/${listings.ana}`);
    const urls = photoUrls(html).map((m) => m[0]);
    expect(urls.length).toBeGreaterThanOrEqual(2);
    for (const url of new Set(urls)) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      const size = url.includes("-96-") ? 96 : 192;
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", size, size]);
    }
    // A new photo: new URLs.
    await postPhoto("ana", { bytes: await makeJpeg(500, 500, "#aa3355"), name: "otra.jpg", type: "image/jpeg" });
    const again = photoUrls(await page(`/propiedad/${listings.ana}`)).map((m) => m[0]);
    expect(again.some((u) => urls.includes(u))).toBe(false);
  });

  it("writes the agent's WhatsApp into the page's own HTML: the floating link and the enquiry", async () => {
    const html = await page(`/propiedad/${listings.ana}`);
    const float = floatLink(html);
    expect(float.href).toContain(`wa.me/${AGENT_NUMBER}`);
    // The agency's own number (AGENCY_WHATSAPP's default) stays on the link, to go back to on other pages.
    expect(float.agency).toContain("wa.me/");
    expect(float.agency).not.toContain(AGENT_NUMBER);
    // The enquiry form's number comes with the page too (its data).
    expect(float.rest).toContain(AGENT_NUMBER);
    expect(html).toContain("Agente de esta propiedad");
    expect(html).toContain("Ana María Suárez");
    // Nothing else of the staff member: not their e-mail, not their role.
    expect(html).not.toContain("ana@vitrina.test");
    expect(html).not.toMatch(/"role"|Administrador/);
    expect(await page(`/en/propiedad/${listings.ana}`)).toContain("Agent for this property");
  });

  it("falls back to the agency's number for an agent without one, showing their initials", async () => {
    const html = await page(`/propiedad/${listings.beto}`);
    const float = floatLink(html);
    expect(float.href).toBe(float.agency);
    expect(html).not.toContain(AGENT_NUMBER);
    expect(html).toContain("Beto");
    expect(html).toMatch(/aria-hidden="true"[^>]*>B<\/span>/);
    expect(photoUrls(html)).toHaveLength(0);
    // No agent: no box at all.
    const none = await page(`/propiedad/${listings.none}`);
    expect(none).not.toContain("Agente de esta propiedad");
    expect(floatLink(none).href).toBe(floatLink(none).agency);
  });

  it("refuses a photo that is not a JPEG, PNG or WebP of at most 5 MB, in Spanish, and changes nothing", async () => {
    const before = await storedPhotos();
    const tooLarge = Buffer.concat([await makeJpeg(64, 64), Buffer.alloc(5 * 1024 * 1024)]);
    const cases = [
      {
        file: { bytes: Buffer.from("hola"), name: "nota.txt", type: "text/plain" },
        text: "no es una foto JPEG, PNG ni WebP",
      },
      {
        file: { bytes: await makeAnimatedGif(), name: "baile.gif", type: "image/gif" },
        text: "no es una foto JPEG, PNG ni WebP",
      },
      { file: { bytes: tooLarge, name: "enorme.jpg", type: "image/jpeg" }, text: "pesa más de 5 MB" },
      {
        file: { bytes: (await makeJpeg(400, 400)).subarray(0, 300), name: "rota.jpg", type: "image/jpeg" },
        text: "está dañada o incompleta",
      },
    ];
    for (const { file, text } of cases) {
      const answer = await postPhoto("ana", file);
      expect(answer.status, file.name).toBe(400);
      expect((await answer.text()).replaceAll("&quot;", '"'), file.name).toContain(text);
    }
    expect(await storedPhotos()).toEqual(before);
  });

  it("removes the photo: the page shows the initials again", async () => {
    const answer = await postPhoto("ana", null, true);
    expect(answer.status).toBe(302);
    expect(await storedPhotos()).toEqual([]);
    const html = await page(`/propiedad/${listings.ana}`);
    expect(photoUrls(html)).toHaveLength(0);
    expect(html).toMatch(/aria-hidden="true"[^>]*>AS<\/span>/);
  });
});
