// Saves the property form: the listing and its photo list (in screen order) in ONE transaction, so a crash
// leaves the old or the new listing, never a mix. Removed photos leave storage only after the commit (by the
// orphan sweep, once unused for its grace period, so pages already open never show a broken image).
import { sql, type Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import { photoKeys, retireFiles } from "../photos/store.server.ts";
import { ensureProcessed, type PhotoContext, UploadUnavailable } from "../photos/upload-queue.server.ts";
import { draftLastNumber } from "../photos/upload-target.server.ts";
import { noteSweepCandidates } from "../photos/sweep-candidates.server.ts";
import { diffFields, recordActivity } from "../activity/record.server.ts";
import { shownFields } from "../activity/listing-changes.ts";
import { insertPhotos, insertProperty } from "./commands.server.ts";
import { toProperty } from "./listing-row.server.ts";
import { toBool } from "../db/schema.ts";
import { claimVersion, type Editor } from "./concurrency.server.ts";
import { formListing, type PropertyFormValues } from "./form-schema.ts";
import { SHORT_ID } from "./ids.ts";
import { listingColumns } from "./listing-row.server.ts";
import { recordPriceChange } from "./price-history.server.ts";
import type { Photo } from "./types.ts";
import { log } from "../log/logger.server.ts";

/** A save that cannot go ahead for a reason the user can act on; shown as the form's error. */
export class SaveRefused extends Error {}

const RELOAD = "El formulario no es válido. Recargá la página.";

/** last_photo_n raised to at least n (both engines: no GREATEST on SQLite, no 2-argument max on PostgreSQL). */
const atLeast = (n: number) => sql<number>`CASE WHEN last_photo_n > ${n} THEN last_photo_n ELSE ${n} END`;

export async function createFromForm(
  ctx: PhotoContext,
  draftId: string,
  values: PropertyFormValues,
  by: Editor,
  now = new Date(),
  options: { draft?: boolean } = {},
) {
  if (!SHORT_ID.test(draftId)) throw new SaveRefused(RELOAD);
  if (values.photos.some((p) => p.kind === "saved"))
    throw new SaveRefused("Una de las fotos ya no existe. Recargá la página.");
  const uploads = await readyUploads(ctx, draftId, values);
  await ctx.kysely.transaction().execute(async (trx) => {
    const exists = await trx.selectFrom("properties").select("id").where("id", "=", draftId).executeTakeFirst();
    if (exists) throw new SaveRefused("Esta propiedad ya fue guardada.");
    const photos = values.photos.map((p) => uploads.get((p as { id: string }).id)!);
    await insertProperty(trx, formListing(values), photos, { id: draftId, now, by, draft: options.draft });
    await recordActivity(trx, { action: "create", actor: by, property: { id: draftId, name: values.name }, at: now });
    await consumeUploads(trx, draftId, [...uploads.keys()]);
    await coverHandedOutNumbers(trx, draftId);
    // Uploads of the draft the form no longer names may lose their rows later: the sweep looks (decision 125).
    await noteSweepCandidates(trx, [draftId], now);
  });
  return draftId;
}

/** Saves the edit form over the version it was loaded from: ListingChanged if someone saved since. */
export async function updateFromForm(
  ctx: PhotoContext,
  id: string,
  values: PropertyFormValues,
  by: Editor,
  now = new Date(),
  /** `draft`: save as a draft (true) or publish (false); left out, the listing stays as it is. */
  options: { draft?: boolean } = {},
) {
  const { version } = values;
  if (version == null) throw new SaveRefused(RELOAD);
  const uploads = await readyUploads(ctx, id, values);
  const v = values;
  // Numbers the form names: saved ones as sent (checked below, after the claim), uploads as handed out.
  const top = Math.max(0, ...v.photos.map((ref) => (ref.kind === "saved" ? ref.n : (uploads.get(ref.id)?.n ?? 0))));
  const removed = await ctx.kysely.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("properties").selectAll().where("id", "=", id).executeTakeFirst();
    // The version check comes first: a form older than the stored listing hears that, not a photo detail.
    const columns = listingColumns(id, formListing(v));
    await claimVersion(trx, id, { version, by }, now, {
      ...columns,
      last_photo_n: atLeast(top),
      ...(options.draft === undefined ? {} : { draft: options.draft }),
    });
    // The claim succeeded, so `before` was the version this save replaces (decision 134).
    if (before) await recordPriceChange(trx, id, before, columns, by, now);
    const current = await trx
      .selectFrom("property_photos")
      .select(["n", "width", "height"])
      .where("property_id", "=", id)
      .execute();
    const saved = new Map(current.map((p) => [p.n, p]));
    const photos: Photo[] = v.photos.map((ref) => {
      const photo = ref.kind === "saved" ? saved.get(ref.n) : uploads.get(ref.id);
      if (!photo) throw new SaveRefused("Una de las fotos ya no existe. Recargá la página.");
      return photo;
    });
    await trx.deleteFrom("property_photos").where("property_id", "=", id).execute();
    await insertPhotos(trx, id, photos, now.toISOString());
    await consumeUploads(trx, id, [...uploads.keys()]);
    // The history entry: which fields changed, old → new (decision 143). `before` exists: the claim succeeded.
    const changes = diffFields(
      shownFields(toProperty(before!), current.length),
      shownFields(formListing(v), photos.length),
    );
    if (changes.length)
      await recordActivity(trx, { action: "edit", actor: by, property: { id, name: v.name }, changes, at: now });
    if (options.draft !== undefined && toBool(before!.draft) !== options.draft) {
      const action = options.draft ? "unpublish" : "publish";
      await recordActivity(trx, { action, actor: by, property: { id, name: v.name }, at: now });
    }
    const kept = new Set(photos.map((p) => p.n));
    const gone = current.filter((p) => !kept.has(p.n)).map((p) => p.n);
    // Removed photos' files outlive their rows until the sweep, which must know where to look (decision 125).
    if (gone.length) await noteSweepCandidates(trx, [id], now);
    return gone;
  });
  await removeFiles(ctx, id, removed);
  return { removed };
}

/** The form's new uploads for this listing, processed (waiting for the queue if needed), by upload id. */
async function readyUploads(ctx: PhotoContext, propertyId: string, values: PropertyFormValues) {
  const ids = values.photos.flatMap((p) => (p.kind === "upload" ? [p.id] : []));
  if (ids.length === 0) return new Map<string, Photo>();
  try {
    await ensureProcessed(ctx, ids);
  } catch (err) {
    if (err instanceof UploadUnavailable) throw new SaveRefused(err.message);
    throw err;
  }
  const rows = await ctx.kysely
    .selectFrom("photo_uploads")
    .select(["id", "n", "width", "height", "property_id"])
    .where("id", "in", ids)
    .where("status", "=", "ready")
    .execute();
  const found = new Map(
    rows.filter((r) => r.property_id === propertyId).map((r) => [r.id, { n: r.n, width: r.width!, height: r.height! }]),
  );
  if (found.size !== ids.length)
    throw new SaveRefused("Una de las fotos nuevas ya no está disponible. Quitala y volvé a subirla.");
  return found;
}

/** The uploads become the listing's photos: their rows go, in the same transaction. */
async function consumeUploads(trx: Transaction<Database>, propertyId: string, ids: string[]) {
  if (ids.length === 0) return;
  const gone = await trx
    .deleteFrom("photo_uploads")
    .where("id", "in", ids)
    .where("property_id", "=", propertyId)
    .executeTakeFirst();
  // Another save took them in the meantime (two tabs): refuse rather than share files.
  if (Number(gone.numDeletedRows) !== ids.length)
    throw new SaveRefused("Las fotos nuevas ya se guardaron en otra pestaña. Recargá la página.");
}

async function coverHandedOutNumbers(trx: Transaction<Database>, propertyId: string) {
  // New listings learn the highest number handed out for them, used or not, so none is ever reused: by the
  // uploads left, and by the draft's counter (decision 087), which also counts uploads discarded since.
  const top = await trx
    .selectFrom("photo_uploads")
    .select((eb) => eb.fn.max("n").as("n"))
    .where("property_id", "=", propertyId)
    .executeTakeFirst();
  const highest = Math.max(Number(top?.n ?? 0), await draftLastNumber(trx, propertyId));
  if (highest > 0) {
    await trx
      .updateTable("properties")
      .set({ last_photo_n: atLeast(highest) })
      .where("id", "=", propertyId)
      .execute();
  }
}

async function removeFiles(ctx: PhotoContext, id: string, ns: number[]) {
  // After the commit. The sweep removes them later; a failure here only shortens their grace.
  await retireFiles(
    ctx.storage,
    ns.flatMap((n) => photoKeys(id, n)),
  ).catch((err) => log.error({ err }, `Fotos: no se pudieron marcar las fotos quitadas de ${id} (${ns.join(", ")})`));
}
