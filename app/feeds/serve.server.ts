// The HTTP answer for a stored feed, by the download rules portals document (Navent's among them): HEAD, gzip when
// asked, ETag and Last-Modified with 304, and 503 only while no complete file exists yet.
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { readStoredFeed } from "./store.server.ts";

const XML = "application/xml; charset=utf-8";

function notReady(): Response {
  return new Response("El feed todavía no está listo: se está generando. Probá de nuevo en un minuto.\n", {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60", "Cache-Control": "no-store" },
  });
}

const stripWeak = (tag: string) => tag.trim().replace(/^W\//, "");

function notModified(request: Request, etag: string, modifiedAt: Date): boolean {
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch) return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((t) => stripWeak(t) === etag);
  const since = Date.parse(request.headers.get("If-Modified-Since") ?? "");
  return Number.isFinite(since) && Math.floor(modifiedAt.getTime() / 1000) * 1000 <= since;
}

/** True when the client takes gzip (a q of 0 refuses it). */
function acceptsGzip(request: Request): boolean {
  return (request.headers.get("Accept-Encoding") ?? "").split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return (coding === "gzip" || coding === "x-gzip") && (!q || Number(q.slice(2)) > 0);
  });
}

function openStored(file: string): { stream: fs.ReadStream; size: number } | null {
  try {
    const fd = fs.openSync(file, "r");
    return { stream: fs.createReadStream("", { fd }), size: fs.fstatSync(fd).size };
  } catch {
    return null;
  }
}

export function feedResponse(request: Request, dir: string, file: string): Response {
  const meta = readStoredFeed(dir, file);
  if (!meta) return notReady();
  const modifiedAt = new Date(meta.modifiedAt);
  const headers = new Headers({
    "Content-Type": XML,
    ETag: meta.etag,
    "Last-Modified": modifiedAt.toUTCString(),
    // Portals may keep it, but must ask again each time (a 304 costs nothing).
    "Cache-Control": "no-cache",
    Vary: "Accept-Encoding",
    "X-Content-Type-Options": "nosniff",
  });
  if (notModified(request, meta.etag, modifiedAt)) return new Response(null, { status: 304, headers });
  const gzip = acceptsGzip(request);
  const stored = openStored(path.join(dir, gzip ? `${file}.gz` : file));
  if (!stored) return notReady();
  if (gzip) headers.set("Content-Encoding", "gzip");
  headers.set("Content-Length", String(stored.size));
  if (request.method === "HEAD") {
    stored.stream.destroy();
    return new Response(null, { status: 200, headers });
  }
  return new Response(Readable.toWeb(stored.stream) as ReadableStream, { status: 200, headers });
}
