// Two staff members changing one listing at once (issue 11, finding 6; docs/decisions/085): a save, delete or
// featured toggle over a version older than the stored one is refused, says who changed it and when, and
// changes nothing; of many saves from the same loaded version exactly one is stored and the rest are told.
import { describe, expect, it } from "vitest";
import { acceptUpload } from "../../app/photos/upload-queue.server.ts";
import { issueDraft } from "../../app/photos/upload-target.server.ts";
import { setFeatured } from "../../app/properties/commands.server.ts";
import { deleteListing } from "../../app/properties/delete.server.ts";
import type { PropertyFormValues } from "../../app/properties/form-schema.ts";
import { getProperty } from "../../app/properties/queries.server.ts";
import { createFromForm, updateFromForm } from "../../app/properties/save.server.ts";
import { makeJpeg } from "../support/images.ts";
import { filledForm } from "../support/fixtures.ts";
import { photoStore } from "../support/photo-store.ts";

const store = photoStore("vitrina-conflicts-");

const ana = { id: "staff-ana", name: "Ana Pérez" };
const beto = { id: "staff-beto", name: "Beto Gómez" };
const at = (iso: string) => new Date(iso);

const form = filledForm;

async function upload(propertyId: string) {
  const r = await acceptUpload(store.ctx, {
    propertyId,
    staffId: ana.id,
    fileName: "a.jpg",
    bytes: await makeJpeg(300, 200, "#336699"),
  });
  if (!r.ok) throw new Error(r.message);
  return r.id;
}
/** A listing with one photo, created by Ana from a draft the server issued her. */
async function listing() {
  const draft = await issueDraft(store.db.kysely, ana.id);
  await createFromForm(store.ctx, draft, form({ photos: [{ kind: "upload", id: await upload(draft) }] }), ana);
  return draft;
}
/** The edit form as anyone opening it now gets it: the stored values and version. */
async function loaded(id: string): Promise<PropertyFormValues> {
  const p = (await getProperty(store.db.kysely, id, "staff"))!;
  const photos = p.photos.map((ph) => ({ kind: "saved" as const, n: ph.n }));
  return form({ name: p.name, price: p.price, featured: p.featured, photos, version: p.version });
}
/** Everything stored about the listing, including who wrote its version. */
async function stored(id: string) {
  const p = await getProperty(store.db.kysely, id, "staff");
  const who = await store.db.kysely
    .selectFrom("properties")
    .select(["updated_by", "updated_by_name"])
    .where("id", "=", id)
    .executeTakeFirst();
  const uploads = await store.db.kysely
    .selectFrom("photo_uploads")
    .select("id")
    .where("property_id", "=", id)
    .execute();
  return p && { ...p, ...who, uploads: uploads.length };
}

describe(`concurrent edits of one listing (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("a save over an older version is refused with who saved it and when, and changes nothing", async () => {
    const id = await listing();
    const [anasForm, betosForm] = [await loaded(id), await loaded(id)];
    expect(anasForm.version).toBe(1);

    await updateFromForm(
      store.ctx,
      id,
      { ...betosForm, name: "Casa de Beto", price: 90_000 },
      beto,
      at("2025-03-05T17:07Z"),
    );
    const afterBeto = await stored(id);
    expect(afterBeto).toMatchObject({ name: "Casa de Beto", version: 2, updated_by: beto.id });
    expect(afterBeto!.updated_by_name).toBe("Beto Gómez");

    const anasEdit = { ...anasForm, name: "Casa de Ana", photos: [] };
    const anas = updateFromForm(store.ctx, id, anasEdit, ana, at("2025-03-05T17:09Z"));
    await expect(anas).rejects.toMatchObject({ by: beto, at: "2025-03-05T17:07:00.000Z" });
    expect(await stored(id)).toEqual(afterBeto); // Beto's version, photos and all

    // Loading the form again gives Ana the new version, and her save goes through.
    await updateFromForm(store.ctx, id, { ...(await loaded(id)), name: "Casa de Ana" }, ana);
    expect(await stored(id)).toMatchObject({ name: "Casa de Ana", price: 90_000, version: 3, updated_by: ana.id });
  });

  it("25 saves from the same loaded version: exactly one is stored, the other 24 are refused", async () => {
    const id = await listing();
    const base = await loaded(id);
    const staff = (k: number) => ({ id: `staff-${k}`, name: `Staff ${k}` });
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, (_, k) => updateFromForm(store.ctx, id, { ...base, name: `Guardado ${k}` }, staff(k))),
    );
    const won = results.flatMap((r, k) => (r.status === "fulfilled" ? [k] : []));
    expect(won).toHaveLength(1);
    for (const r of results) {
      if (r.status === "rejected") expect(r.reason).toMatchObject({ by: staff(won[0]) });
    }
    const winner = { name: `Guardado ${won[0]}`, version: 2, updated_by_name: `Staff ${won[0]}` };
    expect(await stored(id)).toMatchObject(winner);
  });

  it("a delete over a changed listing is refused and deletes nothing; over the current one it deletes", async () => {
    const id = await listing();
    const shown = (await loaded(id)).version!;
    await updateFromForm(
      store.ctx,
      id,
      { ...(await loaded(id)), name: "Cambiada por Beto" },
      beto,
      at("2025-06-01T12:00Z"),
    );
    await upload(id); // a photo on its way in another form
    const before = await stored(id);
    expect(before).toMatchObject({ uploads: 1, photos: [{ n: 1 }] });

    const refused = deleteListing(store.ctx, id, { version: shown, by: ana });
    await expect(refused).rejects.toMatchObject({ by: beto, at: "2025-06-01T12:00:00.000Z" });
    expect(await stored(id)).toEqual(before);

    await deleteListing(store.ctx, id, { version: before!.version, by: ana });
    expect(await stored(id)).toBeNull();
  });

  it("a featured toggle over a changed listing is refused and changes nothing; a toggle is a change too", async () => {
    const id = await listing();
    const editForm = await loaded(id);
    await updateFromForm(
      store.ctx,
      id,
      { ...(await loaded(id)), name: "Cambiada otra vez" },
      beto,
      at("2025-06-02T12:00Z"),
    );
    const before = await stored(id);

    const refused = setFeatured(store.db.kysely, id, true, { version: editForm.version!, by: ana });
    await expect(refused).rejects.toMatchObject({ by: beto });
    expect(await stored(id)).toEqual(before);

    // Over the version the table now shows it goes ahead, and an edit form opened before no longer saves over it.
    await setFeatured(store.db.kysely, id, true, { version: before!.version, by: ana });
    expect(await stored(id)).toMatchObject({ featured: true, version: before!.version + 1, updated_by: ana.id });
    await expect(updateFromForm(store.ctx, id, { ...editForm, featured: false }, beto)).rejects.toMatchObject({
      by: ana,
    });
    expect((await stored(id))!.featured).toBe(true);
  });
});
