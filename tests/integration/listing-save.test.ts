// Saving the property form with its photos, deleting a listing, and the orphan sweep.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sweepOrphans } from "../../app/photos/sweep.server.ts";
import { acceptUpload, processNextUpload } from "../../app/photos/upload-queue.server.ts";
import { issueDraft } from "../../app/photos/upload-target.server.ts";
import { originalName, photoFileNames } from "../../app/photos/variants.ts";
import { setFeatured } from "../../app/properties/commands.server.ts";
import { ListingNotFound } from "../../app/properties/concurrency.server.ts";
import { deleteListing, restoreListing } from "../../app/properties/delete.server.ts";
import { purgeTrash } from "../../app/properties/trash.server.ts";
import { copyName, duplicateListing } from "../../app/properties/duplicate.server.ts";
import type { PropertyFormValues } from "../../app/properties/form-schema.ts";
import type { PhotoRef } from "../../app/properties/photo-refs.ts";
import { getProperty } from "../../app/properties/queries.server.ts";
import { createFromForm, SaveRefused, updateFromForm } from "../../app/properties/save.server.ts";
import { makeJpeg } from "../support/images.ts";
import { filledForm } from "../support/fixtures.ts";
import { photoStore } from "../support/photo-store.ts";

const store = photoStore("vitrina-save-");
const STAFF = "staff-save-test";
const newDraft = () => issueDraft(store.db.kysely, STAFF);

const form = filledForm;
const staff = { id: "staff-ana", name: "Ana Pérez" };
/** The edit form as loaded now: it names the listing's current version. */
const current = async (id: string) => ({
  version: (await getProperty(store.db.kysely, id, "staff"))!.version,
  by: staff,
});
const edited = async (id: string, overrides: Partial<PropertyFormValues>) =>
  form({ version: (await current(id)).version, ...overrides });
async function uploadTo(propertyId: string, colour: string): Promise<PhotoRef & { n: number }> {
  const r = await acceptUpload(store.ctx, {
    propertyId,
    staffId: STAFF,
    fileName: `${colour}.jpg`,
    bytes: await makeJpeg(300, 200, colour),
  });
  if (!r.ok) throw new Error(r.message);
  return { kind: "upload", id: r.id, n: r.n };
}
const files = (id: string) =>
  fs.existsSync(path.join(store.dir, id)) ? fs.readdirSync(path.join(store.dir, id)).sort() : [];
/** Makes a listing's files an hour old, as on a site that has been running. */
const ageFiles = (id: string) => {
  const then = new Date(Date.now() - 3600_000);
  for (const f of files(id)) fs.utimesSync(path.join(store.dir, id, f), then, then);
};
const filesOf = (ns: number[]) => ns.flatMap((n) => photoFileNames(n)).sort();
const photoNs = async (id: string) => (await getProperty(store.db.kysely, id, "staff"))!.photos.map((p) => p.n);

describe(`saving the property form (${process.env.VITRINA_TEST_ENGINE})`, () => {
  let id: string;

  it("creates a listing with its uploads in screen order (processed even if the queue has not run)", async () => {
    const draft = await newDraft();
    const [red, green, blue] = [
      await uploadTo(draft, "#ff0000"),
      await uploadTo(draft, "#00ff00"),
      await uploadTo(draft, "#0000ff"),
    ];
    id = await createFromForm(store.ctx, draft, form({ photos: [blue, red, green] }), staff);
    expect(id).toBe(draft);
    expect(await photoNs(id)).toEqual([blue.n, red.n, green.n]);
    expect(files(id)).toEqual(filesOf([1, 2, 3]));
    expect(
      await store.db.kysely.selectFrom("photo_uploads").select("id").where("property_id", "=", id).execute(),
    ).toEqual([]);
    const p = (await getProperty(store.db.kysely, id, "staff"))!;
    expect(p).toMatchObject({ name: "Casa del lago", price: 95_000, currency: "USD" });
    expect(p.characteristics).toMatchObject({ superficie: 120.5, patio: "Si", contrato: null });
  });

  it(
    "edits: removes one, adds one between the others; removed files go after the commit, by the sweep; numbers are " +
      "not reused",
    async () => {
      const added = await uploadTo(id, "#ffff00");
      expect(added.n).toBe(4);
      ageFiles(id); // saved a while ago
      const [first, , third] = await photoNs(id);
      const order: PhotoRef[] = [{ kind: "saved", n: first }, added, { kind: "saved", n: third }];
      const reordered = await edited(id, { name: "Casa del lago (reciclada)", photos: order });
      const { removed } = await updateFromForm(store.ctx, id, reordered, staff);
      expect(removed).toEqual([1]);
      expect(await photoNs(id)).toEqual([3, 4, 2]);
      // Pages opened before the save (lazy images, srcset) still get photo 1 for the sweep's grace period...
      expect(files(id)).toEqual(filesOf([1, 2, 3, 4]));
      expect((await sweepOrphans(store.ctx)).removedFiles).toBe(0);
      // ...and then it leaves storage.
      expect((await sweepOrphans(store.ctx, { fileGraceMs: 0 })).removedFiles).toBe(photoFileNames(1).length);
      expect(files(id)).toEqual(filesOf([2, 3, 4]));
      expect((await getProperty(store.db.kysely, id, "staff"))!.name).toBe("Casa del lago (reciclada)");
      const next = await uploadTo(id, "#00ffff");
      expect(next.n).toBe(5);
    },
  );

  it("a refused save changes nothing: listing, photos and files stay as they were", async () => {
    const before = await getProperty(store.db.kysely, id, "staff");
    const beforeFiles = files(id);
    const gone: PhotoRef[] = [
      { kind: "saved", n: 3 },
      { kind: "saved", n: 99 },
    ];
    const bad = await edited(id, { name: "No debería guardarse", photos: gone });
    await expect(updateFromForm(store.ctx, id, bad, staff)).rejects.toBeInstanceOf(SaveRefused);
    const foreign = await uploadTo(await newDraft(), "#123456");
    const withForeign = await edited(id, { photos: [foreign] });
    await expect(updateFromForm(store.ctx, id, withForeign, staff)).rejects.toBeInstanceOf(SaveRefused);
    // An edit form without the version it was loaded from is refused too.
    await expect(updateFromForm(store.ctx, id, form({ photos: [{ kind: "saved", n: 3 }] }), staff)).rejects.toThrow(
      "El formulario no es válido. Recargá la página.",
    );
    expect(await getProperty(store.db.kysely, id, "staff")).toEqual(before);
    expect(files(id)).toEqual(beforeFiles);
  });

  it("refuses to create the same draft twice", async () => {
    await expect(createFromForm(store.ctx, id, form(), staff)).rejects.toThrow("Esta propiedad ya fue guardada.");
  });

  it("stores an empty price for Consultar and hidden fields", async () => {
    const consultar = await edited(id, { currency: "Consultar", price: null, photos: [{ kind: "saved", n: 3 }] });
    await updateFromForm(store.ctx, id, consultar, staff);
    expect((await getProperty(store.db.kysely, id, "staff"))!).toMatchObject({ currency: "Consultar", price: null });
  });

  it("stores the optional English title and description, and clears them when emptied (decision 176)", async () => {
    const english = { titleEn: "Lakeside house", descriptionEn: "On the lake.", photos: [{ kind: "saved", n: 3 }] };
    await updateFromForm(store.ctx, id, await edited(id, english as Partial<PropertyFormValues>), staff);
    expect(await getProperty(store.db.kysely, id, "staff")).toMatchObject({
      titleEn: "Lakeside house",
      descriptionEn: "On the lake.",
    });
    const cleared = { titleEn: null, descriptionEn: null, photos: [{ kind: "saved", n: 3 }] };
    await updateFromForm(store.ctx, id, await edited(id, cleared as Partial<PropertyFormValues>), staff);
    expect(await getProperty(store.db.kysely, id, "staff")).toMatchObject({ titleEn: null, descriptionEn: null });
  });

  it("toggles featured", async () => {
    await setFeatured(store.db.kysely, id, true, await current(id));
    expect((await getProperty(store.db.kysely, id, "staff"))!.featured).toBe(true);
    const unknown = setFeatured(store.db.kysely, "ffffffff", true, { version: 1, by: staff });
    await expect(unknown).rejects.toBeInstanceOf(ListingNotFound);
  });
});

describe(`duplicating (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("copies the fields and photos (rows and files) as a draft named '… (copia)', and records it", async () => {
    const draft = await newDraft();
    const photo = await uploadTo(draft, "#336699");
    const id = await createFromForm(
      store.ctx,
      draft,
      form({ photos: [photo], name: "Casa del lago con muelle propio" }),
      staff,
    );
    const copy = await duplicateListing(store.ctx, id, staff);
    const [a, b] = [await getProperty(store.db.kysely, id, "staff"), await getProperty(store.db.kysely, copy, "staff")];
    expect(b).toMatchObject({ name: "Casa del lago con muelle propio (copia)", draft: true, version: 1 });
    expect(b?.description).toBe(a?.description);
    expect(b?.characteristics).toEqual(a?.characteristics);
    expect(b?.photos).toEqual(a?.photos);
    expect(files(copy)).toEqual(filesOf([photo.n]));
    expect(await getProperty(store.db.kysely, copy, "public")).toBeNull();
    const entry = await store.db.kysely.selectFrom("activity").selectAll().where("property_id", "=", copy).execute();
    expect(entry.map((e) => e.action)).toEqual(["duplicate"]);
    expect(copyName("x".repeat(50))).toBe(`${"x".repeat(42)} (copia)`);
  });
});

describe(`deleting and sweeping (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("trashes the listing with its photos kept, restores it, and a purge removes rows, uploads and files", async () => {
    const draft = await newDraft();
    const photo = await uploadTo(draft, "#ff00ff");
    const id = await createFromForm(store.ctx, draft, form({ photos: [photo] }), staff);
    const pending = await uploadTo(id, "#00ff00"); // pending, never saved: only its original is stored
    ageFiles(id);
    await deleteListing(store.ctx, id, await current(id));
    expect(await getProperty(store.db.kysely, id, "staff")).toBeNull();
    expect(await getProperty(store.db.kysely, id, "public")).toBeNull();
    // In the trash: photo rows and files stay, the sweep spares them.
    await sweepOrphans(store.ctx, { fileGraceMs: 0 });
    const allFiles = [...filesOf([photo.n]), originalName((pending as { id: string }).id)].sort();
    expect(files(id)).toEqual(allFiles);
    await expect(deleteListing(store.ctx, id, { version: 2, by: staff })).rejects.toBeInstanceOf(ListingNotFound);

    await restoreListing(store.ctx, id, staff);
    expect((await getProperty(store.db.kysely, id, "public"))?.photos.map((p) => p.n)).toEqual([photo.n]);
    await deleteListing(store.ctx, id, await current(id));

    // Not yet 30 days: the scheduled purge leaves it; 'Vaciar papelera' does not wait.
    expect(await purgeTrash(store.ctx, { now: new Date(Date.now() + 29 * 86_400_000) })).toBe(0);
    expect(await purgeTrash(store.ctx, { now: new Date(Date.now() + 31 * 86_400_000) })).toBe(1);
    expect(await store.db.kysely.selectFrom("properties").select("id").where("id", "=", id).execute()).toEqual([]);
    expect(
      await store.db.kysely.selectFrom("property_photos").select("n").where("property_id", "=", id).execute(),
    ).toEqual([]);
    expect(
      await store.db.kysely.selectFrom("photo_uploads").select("id").where("property_id", "=", id).execute(),
    ).toEqual([]);
    expect(files(id)).toEqual([]);
    const history = await store.db.kysely
      .selectFrom("activity")
      .select(["action", "actor_name"])
      .where("property_id", "=", id)
      .orderBy("id")
      .execute();
    expect(history.map((h) => h.action)).toEqual(["create", "delete", "restore", "delete", "purge"]);
    await expect(deleteListing(store.ctx, id, { version: 1, by: staff })).rejects.toBeInstanceOf(ListingNotFound);
  });

  it("the sweep removes files no listing or live upload references, and spares the rest", async () => {
    const draft = await newDraft();
    const kept = await uploadTo(draft, "#101010");
    const id = await createFromForm(store.ctx, draft, form({ photos: [kept] }), staff);
    const pending = await uploadTo(id, "#202020");
    await sweepOrphans(store.ctx, { fileGraceMs: 0 }); // processes nothing: pending has no files yet
    // Leftovers: a removed photo's files (crash after commit), a deleted listing's folder, a half-written file.
    const orphanDir = path.join(store.dir, "0ddba11a");
    fs.mkdirSync(orphanDir, { recursive: true });
    for (const f of photoFileNames(1)) fs.writeFileSync(path.join(orphanDir, f), "x");
    for (const f of photoFileNames(9)) fs.writeFileSync(path.join(store.dir, id, f), "x");
    fs.writeFileSync(path.join(store.dir, id, "image_1.jpeg.1234abcd.tmp"), "x");

    const young = await sweepOrphans(store.ctx); // default grace: everything just written is spared
    expect(young.removedFiles).toBe(0);
    // The sweep looks only where something was noted (decision 125): the listing's folder (its upload), not the
    // stray folder nobody noted, which waits for the rare full reconcile.
    const r = await sweepOrphans(store.ctx, { fileGraceMs: 0 });
    expect(r.removedFiles).toBe(photoFileNames(9).length + 1);
    expect(files("0ddba11a")).toHaveLength(photoFileNames(1).length);
    const full = await sweepOrphans(store.ctx, { fileGraceMs: 0, full: true });
    expect(full.removedFiles).toBe(photoFileNames(1).length);
    expect(files("0ddba11a")).toEqual([]);
    // The waiting upload's original stays until it is processed.
    expect(files(id)).toEqual([...filesOf([kept.n]), originalName((pending as { id: string }).id)].sort());
    expect(
      await store.db.kysely
        .selectFrom("photo_uploads")
        .select("id")
        .where("id", "=", (pending as { id: string }).id)
        .execute(),
    ).toHaveLength(1);

    // A day later the unsaved upload has expired, and so have its files.
    while (await processNextUpload(store.ctx));
    expect(files(id)).toEqual(filesOf([kept.n, pending.n]));
    const later = await sweepOrphans(store.ctx, { fileGraceMs: 0, now: new Date(Date.now() + 25 * 3600_000) });
    expect(later.expiredUploads).toBeGreaterThanOrEqual(1);
    expect(files(id)).toEqual(filesOf([kept.n]));
  });
});
