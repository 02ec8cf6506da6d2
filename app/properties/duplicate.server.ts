// 'Duplicar': a copy of a listing's fields and photos, as a draft named '… (copia)' (issue #17). The photo files
// are copied first, under the new id; the rows then commit in one transaction (a crash in between leaves young
// unreferenced files, which the orphan sweep removes after its grace).
import { buffer } from "node:stream/consumers";
import { recordActivity } from "../activity/record.server.ts";
import { photoNumberOf } from "../photos/variants.ts";
import type { PhotoContext } from "../photos/upload-queue.server.ts";
import { insertProperty } from "./commands.server.ts";
import { readLocation } from "../map/location.server.ts";
import type { Editor } from "./concurrency.server.ts";
import { ListingNotFound } from "./concurrency.server.ts";
import { fieldDefinition } from "./listing-fields.ts";
import { uniqueShortId } from "./ids.ts";
import { getProperty } from "./queries.server.ts";

const SUFFIX = " (copia)";

/** The copy's name: the original's, cut so the suffix still fits the name's limit. */
export function copyName(name: string): string {
  return `${name.slice(0, fieldDefinition("name").max! - SUFFIX.length).trimEnd()}${SUFFIX}`;
}

/** Returns the new draft's id; ListingNotFound when the original is gone (or in the trash). */
export async function duplicateListing(ctx: PhotoContext, id: string, by: Editor, now = new Date()): Promise<string> {
  const original = await getProperty(ctx.kysely, id, "staff");
  if (!original) throw new ListingNotFound();
  const copyId = await uniqueShortId(async (candidate) => {
    const hit = await ctx.kysely.selectFrom("properties").select("id").where("id", "=", candidate).executeTakeFirst();
    return !hit;
  });
  const numbers = new Set(original.photos.map((p) => p.n));
  for (const key of await ctx.storage.list(id)) {
    const file = key.slice(key.indexOf("/") + 1);
    const n = photoNumberOf(file);
    if (n === null || !numbers.has(n)) continue;
    const stored = await ctx.storage.get(key);
    if (stored) await ctx.storage.put(`${copyId}/${file}`, await buffer(stored.stream));
  }
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    version: _v,
    draft: _d,
    approximateLocation: _a,
    photos,
    ...rest
  } = original;
  // The copy keeps the map point and 'Ubicación aproximada' (decision 160).
  const fields = { ...rest, location: await readLocation(ctx.kysely, id) };
  const name = copyName(original.name);
  await ctx.kysely.transaction().execute(async (trx) => {
    await insertProperty(trx, { ...fields, name }, photos, { id: copyId, now, by, draft: true });
    await recordActivity(trx, {
      action: "duplicate",
      actor: by,
      property: { id: copyId, name },
      note: `Copia de ${original.name} (${id})`,
      at: now,
    });
  });
  return copyId;
}
