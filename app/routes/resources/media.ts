// Serves stored photos at /media/{id}/{file} with long-lived caching (file names never change content).
import { Readable } from "node:stream";
import { SHORT_ID as ID } from "../../properties/ids.ts";
import { runtime } from "../../runtime.server.ts";
import type { Route } from "./+types/media";

const FILE = /^[A-Za-z0-9_-]+\.(jpeg|webp)$/;

export async function loader({ params }: Route.LoaderArgs) {
  const { id, file } = params;
  if (!ID.test(id) || !FILE.test(file)) return new Response("No encontrado", { status: 404 });
  const { storage } = await runtime();
  const stored = await storage.get(`${id}/${file}`);
  if (!stored) return new Response("No encontrado", { status: 404 });
  return new Response(Readable.toWeb(stored.stream) as ReadableStream, {
    headers: {
      "Content-Type": file.endsWith(".webp") ? "image/webp" : "image/jpeg",
      "Content-Length": String(stored.size),
      // image_{n} is never reused within a listing, so a URL always names the same bytes.
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
