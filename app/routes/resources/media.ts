// Serves stored photos at /media/{id}/{file}: a public listing's with long-lived caching (file names never change
// content); a draft's or a trashed listing's to signed-in staff only, never stored by any cache; unsaved uploads'
// to nobody (decision 087; app/photos/public-files.server.ts).
import { Readable } from "node:stream";
import { getUser } from "../../auth/session.server.ts";
import { SHORT_ID as ID } from "../../properties/ids.ts";
import { photoAudience } from "../../photos/public-files.server.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import type { Route } from "./+types/media";

const FILE = /^[A-Za-z0-9_-]+\.(jpeg|webp)$/;
// no-store: an unsaved upload's photo may be saved a minute later under the same URL, a draft published.
const notFound = () => new Response("No encontrado", { status: 404, headers: { "Cache-Control": "no-store" } });

export async function loader({ params, request }: Route.LoaderArgs) {
  const { id, file } = params;
  if (!ID.test(id) || !FILE.test(file)) return notFound();
  const { db, storage } = await runtime();
  const audience = await photoAudience(db.kysely, id, file);
  if (audience === "nobody") return notFound();
  // A hidden listing's photo answers a visitor exactly as a photo that does not exist.
  if (audience === "staff" && !(await getUser(request))) return notFound();
  const stored = await storage.get(`${id}/${file}`);
  if (!stored) return notFound();
  return new Response(Readable.toWeb(stored.stream) as ReadableStream, {
    headers: {
      "Content-Type": file.endsWith(".webp") ? "image/webp" : "image/jpeg",
      "Content-Length": String(stored.size),
      // image_{n} is never reused within a listing, so a public URL always names the same bytes.
      "Cache-Control": audience === "everyone" ? "public, max-age=31536000, immutable" : "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
