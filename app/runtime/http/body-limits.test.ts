// The table of request-body limits on the real Express middleware (server/security.ts): each route takes exactly
// its documented maximum, streamed in full, and one byte more is refused in Spanish before any route runs.
import fs from "node:fs";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimit } from "../../../server/security.ts";
import { BODY_LIMITS, bodyLimitFor, DEFAULT_BODY_LIMIT, IMPORT_PATH, MAX_IMPORT_BYTES } from "./body-limits.ts";
import { MAX_UPLOAD_BYTES, SETTINGS_PATH, UPLOAD_PATH } from "../../photos/limits.ts";

let server: Server;
let port: number;
beforeAll(async () => {
  const app = express();
  app.use(bodyLimit());
  // Stands in for the route: reads the whole body and says how much arrived (the import route itself would hold
  // 300 MB in memory to parse it, too much for a test beside others on a small machine).
  app.post("/{*splat}", (req, res) => {
    let bytes = 0;
    req.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
    });
    req.on("end", () => res.json({ bytes }));
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** POSTs `length` bytes, streamed from one reused 1 MB chunk. */
function postBytes(path: string, length: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path, method: "POST", headers: { "content-length": String(length) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on("error", (err: NodeJS.ErrnoException) =>
      err.code === "EPIPE" || err.code === "ECONNRESET" ? 0 : reject(err),
    );
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    let left = length;
    const pump = () => {
      while (left > 0) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

describe("request-body limits", () => {
  it("the import route takes the documented 300 MB (docs/import.md), streamed in full", {
    timeout: 120_000,
  }, async () => {
    expect(fs.readFileSync(new URL("../../../docs/import.md", import.meta.url), "utf8")).toContain("up to 300 MB");
    expect(MAX_IMPORT_BYTES).toBe(300 * 1024 * 1024);
    const max = bodyLimitFor(IMPORT_PATH);
    expect(max).toBeGreaterThanOrEqual(MAX_IMPORT_BYTES);
    const full = await postBytes(IMPORT_PATH, max);
    expect(full.status).toBe(200);
    expect(JSON.parse(full.body)).toEqual({ bytes: max });
    const over = await postBytes(IMPORT_PATH, max + 1);
    expect(over.status).toBe(413);
    expect(over.body).toBe("El contenido enviado es demasiado grande.");
  });

  it("photo uploads and 'Configuración' take their files; every other route 1 MB", async () => {
    expect(bodyLimitFor(UPLOAD_PATH)).toBeGreaterThanOrEqual(MAX_UPLOAD_BYTES);
    expect(bodyLimitFor(SETTINGS_PATH)).toBeGreaterThanOrEqual(2 * MAX_UPLOAD_BYTES);
    expect(bodyLimitFor("/DASHBOARD/Propiedades/Importar")).toBe(bodyLimitFor(IMPORT_PATH));
    for (const route of BODY_LIMITS.routes) expect((await postBytes(route.prefix, route.bytes + 1)).status).toBe(413);
    expect((await postBytes("/login", DEFAULT_BODY_LIMIT)).status).toBe(200);
    expect((await postBytes("/login", DEFAULT_BODY_LIMIT + 1)).status).toBe(413);
  });
});
