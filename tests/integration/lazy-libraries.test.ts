// A worker that serves only anonymous visitors' pages loads none of the heavy libraries (decision 262): Better Auth,
// the AWS SDK, pdfkit, qrcode, nodemailer and sharp come with the first request that needs them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadedPackages } from "../support/loaded-packages.ts";
import { type ServerProcess, startProcess } from "../support/server-process.ts";
import { createTestDb, type TestDb, testEngine } from "../support/test-db.ts";

const HEAVY = ["better-auth", "@aws-sdk/client-s3", "pdfkit", "qrcode", "nodemailer", "sharp"];
const hooks = path.resolve(import.meta.dirname, "../support/loaded-packages.ts");

let pgDb: TestDb | undefined;
let lists: string;
let server: ServerProcess;
let pid: number;

beforeAll(async () => {
  if (testEngine() === "postgres") pgDb = await createTestDb({ migrate: false });
  lists = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-loaded-"));
  server = await startProcess(
    {
      DATABASE_URL: pgDb?.location.databaseUrl,
      WEB_CONCURRENCY: "1",
      PAGE_CACHE: "off",
      VITRINA_LOADED_PACKAGES_DIR: lists,
    },
    "server/index.ts",
    ["--import", hooks],
  );
  await server.waitFor("Vitrina escuchando", 120_000);
  pid = Number(/Trabajador \d+ \(pid (\d+)\) listo/.exec(server.output())?.[1]);
});
afterAll(async () => {
  await server?.stop();
  await pgDb?.destroy();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  if (lists) fs.rmSync(lists, { recursive: true, force: true });
});

const loaded = () => loadedPackages(lists, pid);

describe(`heavy libraries load on first use (${testEngine()})`, () => {
  let listing: string;

  it("public pages, the sign-in form and the dashboard's redirect load none of them", async () => {
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    listing = /href="\/propiedad\/([^"/?#]+)"/.exec(await home.text())?.[1] ?? "";
    expect(listing).not.toBe("");
    for (const page of ["/tipo/Venta", "/sobreNosotros", "/mapa", "/en/", `/propiedad/${listing}`, "/login"]) {
      expect((await fetch(`${server.url}${page}`)).status, page).toBe(200);
    }
    expect((await fetch(`${server.url}/dashboard`, { redirect: "manual" })).status).toBe(302);
    // The list is real: the renderer is in it.
    expect(loaded()).toContain("react-dom");
    expect(loaded().filter((name) => HEAVY.includes(name))).toEqual([]);
  });

  it("a ficha loads pdfkit, qrcode and sharp; a session cookie loads Better Auth", async () => {
    const ficha = await fetch(`${server.url}/propiedad/${listing}/ficha.pdf`);
    expect(ficha.status).toBe(200);
    expect(loaded()).toEqual(expect.arrayContaining(["pdfkit", "qrcode", "sharp"]));
    expect(loaded()).not.toContain("better-auth");
    const signedOut = await fetch(`${server.url}/`, { headers: { cookie: "vitrina.session_token=x.y" } });
    expect(signedOut.status).toBe(200);
    expect(loaded()).toContain("better-auth");
    // No S3 bucket, no mail sent: never loaded.
    expect(loaded()).not.toContain("@aws-sdk/client-s3");
    expect(loaded()).not.toContain("nodemailer");
  });
});
