// GET|HEAD /feeds/{portal}.xml: a portal's feed, served from the file the background build stored (issue 37).
import { feedByFile } from "../../feeds/registry.server.ts";
import { recordFeedFetch } from "../../feeds/fetches.server.ts";
import { feedResponse } from "../../feeds/serve.server.ts";
import { feedsDir } from "../../feeds/store.server.ts";
import { log } from "../../log/logger.server.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import type { Route } from "./+types/feed";

export async function loader({ request, params }: Route.LoaderArgs) {
  const feed = feedByFile(params.file);
  if (!feed) return new Response("No encontrado", { status: 404, headers: { "Cache-Control": "no-store" } });
  const { db, settings } = await runtime();
  // Not waited for: the file goes out at once, and a failed record never costs the portal its feed.
  void recordFeedFetch(db.kysely, feed.info.id, request.headers.get("User-Agent")).catch((err) =>
    log.warn({ err }, "Feeds de portales: no se pudo registrar la descarga"),
  );
  return feedResponse(request, feedsDir(settings.DATA_DIR), feed.info.file);
}
