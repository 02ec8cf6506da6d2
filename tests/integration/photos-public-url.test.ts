// PHOTOS_PUBLIC_URL (decision 122): pages name a CDN or public bucket for every photo — cards, gallery, link
// previews — and the CSP lets images come from that origin only; without it, /media as before.
import fs from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createProperty, demoInput } from "../support/fixtures.ts";
import { type S3Server, startS3rver } from "../support/s3rver.ts";
import { type ServerDb, serverDatabase } from "../support/server-db.ts";
import { type ServerProcess, startProcess } from "../support/server-process.ts";

const CDN = "https://fotos.inmobiliaria.example";
let s3: S3Server;
let sdb: ServerDb;
let server: ServerProcess;
let dataDir: string;
let id: string;

beforeAll(async () => {
  s3 = await startS3rver("vitrina-cdn");
  dataDir = fs.mkdtempSync(`${(await import("node:os")).tmpdir()}/vitrina-cdn-`);
  sdb = await serverDatabase(dataDir);
  id = await createProperty(sdb.db.kysely, demoInput({ featured: true }), [{ n: 1, width: 1200, height: 800 }]);
  server = await startProcess({
    ...s3.env,
    ...sdb.env,
    DATA_DIR: dataDir,
    PHOTOS_PUBLIC_URL: `${CDN}/`,
    BETTER_AUTH_SECRET: "s".repeat(32),
    SEED_DEMO: "false",
    WEB_CONCURRENCY: "1",
  });
  await server.waitFor("Vitrina escuchando");
}, 90_000);
afterAll(async () => {
  await server?.stop("SIGKILL");
  await sdb?.destroy();
  await s3?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it(`pages name the public photo base, and the CSP allows its origin only (${process.env.VITRINA_TEST_ENGINE})`, async () => {
  for (const path of ["/", `/propiedad/${id}`]) {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`${CDN}/${id}/image_1-800.webp`);
    expect(html).not.toContain(`/media/${id}/`);
    const imgSrc = /img-src ([^;]*)/.exec(res.headers.get("content-security-policy")!)![1];
    // And the map tiles' host (decision 162): MAP_TILES_URL's default.
    expect(imgSrc).toBe(`'self' data: blob: ${CDN} https://tile.openstreetmap.org`);
  }
  const detail = await (await fetch(`${server.url}/propiedad/${id}`)).text();
  expect(detail).toContain(`<meta property="og:image" content="${CDN}/${id}/image_1-og.jpeg"`);
});
