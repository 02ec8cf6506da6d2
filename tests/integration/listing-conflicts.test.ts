// Two staff members changing one listing at once (issue 11, finding 6; docs/decisions/085): a save, delete or
// featured toggle over a version older than the stored one is refused, says who changed it and when, and
// changes nothing; of many saves from the same loaded version exactly one is stored and the rest are told.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskStorage } from "../../app/photos/storage.server.ts";
import { acceptUpload, type PhotoContext } from "../../app/photos/upload-queue.server.ts";
import { issueDraft } from "../../app/photos/upload-target.server.ts";
import { setFeatured } from "../../app/properties/commands.server.ts";
import { deleteListing } from "../../app/properties/delete.server.ts";
import type { PropertyFormValues } from "../../app/properties/form-schema.ts";
import { getProperty } from "../../app/properties/queries.server.ts";
import { createFromForm, updateFromForm } from "../../app/properties/save.server.ts";
import { makeJpeg } from "../support/images.ts";
import { createTestDb, type TestDb } from "../support/test-db.ts";
import { formValues } from "../support/fixtures.ts";

let db: TestDb;
let dir: string;
let ctx: PhotoContext;

beforeAll(async () => {
  db = await createTestDb();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-conflicts-"));
  ctx = { kysely: db.kysely, storage: diskStorage(dir) };
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const ana = { id: "staff-ana", name: "Ana Pérez" };
const beto = { id: "staff-beto", name: "Beto Gómez" };
const at = (iso: string) => new Date(iso);

/** The form of these tests: a filled-in listing with characteristics (fixtures.ts has the base). */
const form = (overrides: Partial<PropertyFormValues> = {}) =>
  formValues({
    name: "Casa de la loma",
    locality: "Tanti",
    address: "Los Cerros 8",
    description: "Con vista.",
    maps: "https://maps.google.com/?q=Tanti",
    price: 80_000,
    ambientes: 3,
    superficie: 90,
    currency: "USD",
    dormitorios: 2,
    banos: 1,
    plantas: 1,
    patio: "Si",
    expensas: "No",
    estado: "Bueno",
    ...overrides,
  });

async function upload(propertyId: string) {
  const r = await acceptUpload(ctx, {
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
  const draft = await issueDraft(db.kysely, ana.id);
  await createFromForm(ctx, draft, form({ photos: [{ kind: "upload", id: await upload(draft) }] }), ana);
  return draft;
}
/** The edit form as anyone opening it now gets it: the stored values and version. */
async function loaded(id: string): Promise<PropertyFormValues> {
  const p = (await getProperty(db.kysely, id, "staff"))!;
  const photos = p.photos.map((ph) => ({ kind: "saved" as const, n: ph.n }));
  return form({ name: p.name, price: p.price, featured: p.featured, photos, version: p.version });
}
/** Everything stored about the listing, including who wrote its version. */
async function stored(id: string) {
  const p = await getProperty(db.kysely, id, "staff");
  const who = await db.kysely
    .selectFrom("properties")
    .select(["updated_by", "updated_by_name"])
    .where("id", "=", id)
    .executeTakeFirst();
  const uploads = await db.kysely.selectFrom("photo_uploads").select("id").where("property_id", "=", id).execute();
  return p && { ...p, ...who, uploads: uploads.length };
}

describe(`concurrent edits of one listing (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("a save over an older version is refused with who saved it and when, and changes nothing", async () => {
    const id = await listing();
    const [anasForm, betosForm] = [await loaded(id), await loaded(id)];
    expect(anasForm.version).toBe(1);

    await updateFromForm(ctx, id, { ...betosForm, name: "Casa de Beto", price: 90_000 }, beto, at("2025-03-05T17:07Z"));
    const afterBeto = await stored(id);
    expect(afterBeto).toMatchObject({ name: "Casa de Beto", version: 2, updated_by: beto.id });
    expect(afterBeto!.updated_by_name).toBe("Beto Gómez");

    const anasEdit = { ...anasForm, name: "Casa de Ana", photos: [] };
    const anas = updateFromForm(ctx, id, anasEdit, ana, at("2025-03-05T17:09Z"));
    await expect(anas).rejects.toMatchObject({ by: beto, at: "2025-03-05T17:07:00.000Z" });
    expect(await stored(id)).toEqual(afterBeto); // Beto's version, photos and all

    // Loading the form again gives Ana the new version, and her save goes through.
    await updateFromForm(ctx, id, { ...(await loaded(id)), name: "Casa de Ana" }, ana);
    expect(await stored(id)).toMatchObject({ name: "Casa de Ana", price: 90_000, version: 3, updated_by: ana.id });
  });

  it("25 saves from the same loaded version: exactly one is stored, the other 24 are refused", async () => {
    const id = await listing();
    const base = await loaded(id);
    const staff = (k: number) => ({ id: `staff-${k}`, name: `Staff ${k}` });
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, (_, k) => updateFromForm(ctx, id, { ...base, name: `Guardado ${k}` }, staff(k))),
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
    await updateFromForm(ctx, id, { ...(await loaded(id)), name: "Cambiada por Beto" }, beto, at("2025-06-01T12:00Z"));
    await upload(id); // a photo on its way in another form
    const before = await stored(id);
    expect(before).toMatchObject({ uploads: 1, photos: [{ n: 1 }] });

    const refused = deleteListing(ctx, id, { version: shown, by: ana });
    await expect(refused).rejects.toMatchObject({ by: beto, at: "2025-06-01T12:00:00.000Z" });
    expect(await stored(id)).toEqual(before);

    await deleteListing(ctx, id, { version: before!.version, by: ana });
    expect(await stored(id)).toBeNull();
  });

  it("a featured toggle over a changed listing is refused and changes nothing; a toggle is a change too", async () => {
    const id = await listing();
    const editForm = await loaded(id);
    await updateFromForm(ctx, id, { ...(await loaded(id)), name: "Cambiada otra vez" }, beto, at("2025-06-02T12:00Z"));
    const before = await stored(id);

    const refused = setFeatured(db.kysely, id, true, { version: editForm.version!, by: ana });
    await expect(refused).rejects.toMatchObject({ by: beto });
    expect(await stored(id)).toEqual(before);

    // Over the version the table now shows it goes ahead, and an edit form opened before no longer saves over it.
    await setFeatured(db.kysely, id, true, { version: before!.version, by: ana });
    expect(await stored(id)).toMatchObject({ featured: true, version: before!.version + 1, updated_by: ana.id });
    await expect(updateFromForm(ctx, id, { ...editForm, featured: false }, beto)).rejects.toMatchObject({ by: ana });
    expect((await stored(id))!.featured).toBe(true);
  });
});
