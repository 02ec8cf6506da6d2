// GET /marca/{name}-{version}.webp: the agency's logo and home photo (decision 140). A URL names one version's
// bytes, so it is cached for ever; a new upload gets a new URL.
import { agencyImageFile } from "../../agency/images.server.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import type { Route } from "./+types/agency-image";

export async function loader({ params }: Route.LoaderArgs) {
  const { db } = await runtime();
  const file = await agencyImageFile(db.kysely, params.file);
  if (!file) return new Response("No encontrado", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(file.data), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.data.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
