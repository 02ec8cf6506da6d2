// Serves stored photos at /media/{id}/{file} with long-lived caching (file names never change content); photos
// of uploads not yet saved into a listing are not served (decision 087).
import { Readable } from "node:stream";
import { SHORT_ID as ID } from "../../properties/ids.ts";
import { isPublicPhotoFile } from "../../photos/public-files.server.ts";
import { runtime } from "../../runtime.server.ts";
import type { Route } from "./+types/media";

const FILE = /^[A-Za-z0-9_-]+\.(jpeg|webp)$/;
// no-store: an unsaved upload's photo may be saved a minute later under the same URL.
const notFound = () => new Response("No encontrado", { status: 404, headers: { "Cache-Control": "no-store" } });

export async function loader({ params }: Route.LoaderArgs) {
  const { id, file } = params;
  if (!ID.test(id) || !FILE.test(file)) return notFound();
  const { db, storage } = await runtime();
  if (!(await isPublicPhotoFile(db.kysely, id, file))) return notFound();
  const stored = await storage.get(`${id}/${file}`);
  if (!stored) return notFound();
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
