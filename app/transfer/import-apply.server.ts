// 'Confirmar importación': the previewed plan applied. New listings' photos are re-encoded by the photo pipeline
// and stored first (their folders noted for the orphan sweep, so a failed import leaves nothing behind for long);
// then every insert and update, with its history entry, in ONE transaction: all of the file or none of it.
// `onProgress` hears how many listings are ready (import-run.server.ts runs this in the background, decision 181).
import { setImmediate as nextTurn } from "node:timers/promises";
import { recordActivity } from "../activity/record.server.ts";
import { processPhoto } from "../photos/pipeline.server.ts";
import { storePhoto } from "../photos/store.server.ts";
import { MAX_UPLOAD_BYTES } from "../photos/upload-check.server.ts";
import type { PhotoContext } from "../photos/upload-queue.server.ts";
import { noteSweepCandidates } from "../photos/sweep-candidates.server.ts";
import { insertProperty } from "../properties/commands.server.ts";
import { claimVersion, type Editor } from "../properties/concurrency.server.ts";
import { listingColumns } from "../properties/listing-row.server.ts";
import { recordPriceChange } from "../properties/price-history.server.ts";
import type { Photo } from "../properties/types.ts";
import { CHUNK, type ImportPlan, zipEntryFor } from "./import-plan.server.ts";

/** The import's note in the history, so an entry says where the change came from. */
export const IMPORT_NOTE = "Importación";

export class ImportRefused extends Error {}

export interface ImportResult {
  created: number;
  updated: number;
  unchanged: number;
}

/** How many of the file's listings are ready (their photos stored); the rows go in after the last one. */
export type ImportProgress = (done: number) => Promise<void>;

export async function applyImport(
  ctx: PhotoContext,
  plan: ImportPlan,
  by: Editor,
  now = new Date(),
  onProgress: ImportProgress = async () => {},
) {
  if (plan.fileErrors.length || plan.errors.length)
    throw new ImportRefused("El archivo tiene errores: corregilos y volvé a cargarlo.");
  const photos = await storeNewPhotos(ctx, plan, now, onProgress);
  await onProgress(plan.items.length);
  await ctx.kysely.transaction().execute(async (trx) => {
    let done = 0;
    for (const item of plan.items) {
      if (++done % CHUNK === 0) await nextTurn();
      const { listing } = item;
      const property = { id: listing.id, name: listing.fields.name };
      if (item.kind === "new") {
        await insertProperty(trx, listing.fields, photos.get(listing.id) ?? [], {
          id: listing.id,
          now,
          by,
          draft: listing.draft,
        });
        await recordActivity(trx, { action: "create", actor: by, property, note: IMPORT_NOTE, at: now });
      } else if (item.kind === "updated") {
        const columns = listingColumns(listing.id, listing.fields);
        // The version previewed: someone saving the listing since makes the whole import stop (ListingChanged).
        await claimVersion(trx, listing.id, { version: item.before.version, by }, now, {
          ...columns,
          draft: listing.draft,
        });
        await recordPriceChange(trx, listing.id, item.before, columns, by, now);
        const changes = item.changes;
        await recordActivity(trx, { action: "edit", actor: by, property, changes, note: IMPORT_NOTE, at: now });
      }
    }
  });
  return { created: plan.counts.new, updated: plan.counts.updated, unchanged: plan.counts.unchanged };
}

/** Re-encodes and stores the photos of new listings, one at a time (memory stays at one photo's worth). */
async function storeNewPhotos(
  ctx: PhotoContext,
  plan: ImportPlan,
  now: Date,
  onProgress: ImportProgress,
): Promise<Map<string, Photo[]>> {
  const out = new Map<string, Photo[]>();
  const zip = plan.zip;
  if (!zip) return out;
  const news = plan.items.filter((i) => i.kind === "new" && i.listing.photos.length > 0);
  if (news.length === 0) return out;
  let done = plan.items.length - news.length;
  await onProgress(done);
  await noteSweepCandidates(
    ctx.kysely,
    news.map((i) => i.listing.id),
    now,
  );
  for (const { listing } of news) {
    const stored: Photo[] = [];
    for (const name of listing.photos) {
      const entry = zipEntryFor(zip, name);
      const bytes = entry ? await zip.read(entry, MAX_UPLOAD_BYTES) : null;
      if (!bytes) throw new ImportRefused(`La foto «${name}» ya no se puede leer del ZIP.`);
      const processed = await processPhoto(bytes);
      const n = stored.length + 1;
      await storePhoto(ctx.storage, listing.id, n, processed);
      stored.push({ n, width: processed.width, height: processed.height });
    }
    out.set(listing.id, stored);
    await onProgress(++done);
  }
  return out;
}
