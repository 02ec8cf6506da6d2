// Server side of first-party analytics: validates a page-view beacon and stores it in the events table.
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/schema.ts";
import type { DeviceClass } from "./device-class.ts";
import { VISIT_ID } from "./leads.server.ts";
import { propertyIdFromPath } from "./property-path.ts";
import { isSitePagePath } from "./site-pages.ts";
import { publiclyVisible } from "../properties/visibility.server.ts";

/** Larger bodies are not ours: refused before parsing. */
export const MAX_EVENT_BYTES = 2048;

const pageViewSchema = z.object({
  path: z.string().max(512).refine(isSitePagePath, "ruta inválida"),
  referrer: z.union([z.literal(""), z.url({ protocol: /^https?$/ }).max(512)]).default(""),
  visit: z.string().regex(VISIT_ID, "visita inválida").nullish(),
});

export type PageView = z.infer<typeof pageViewSchema>;

/** Parses a beacon body; null when it is not a well-formed page view. */
export function parsePageView(body: string): PageView | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const result = pageViewSchema.safeParse(json);
  return result.success ? result.data : null;
}

/** Only the origin and path of a referrer are kept (no query strings from other sites). */
function trimReferrer(referrer: string): string | null {
  if (!referrer) return null;
  const url = new URL(referrer);
  return url.origin + url.pathname;
}

/** Stores the view; false (nothing stored) for a listing's page visitors cannot see (a draft, the trash, no such id). */
export async function recordPageView(
  db: Kysely<Database>,
  view: PageView,
  now = new Date(),
  device: DeviceClass | null = null,
): Promise<boolean> {
  const propertyId = propertyIdFromPath(view.path);
  if (propertyId) {
    const shown = await db
      .selectFrom("properties")
      .select("id")
      .where("id", "=", propertyId)
      .where(publiclyVisible())
      .executeTakeFirst();
    if (!shown) return false;
  }
  await db
    .insertInto("events")
    .values({
      kind: "page_view",
      path: view.path,
      property_id: propertyId,
      referrer: trimReferrer(view.referrer),
      visit_id: view.visit ?? null,
      device,
      created_at: now.toISOString(),
    })
    .execute();
  return true;
}
