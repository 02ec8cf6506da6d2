// Child process for the kill -9 test: edits one listing over and over the way the dashboard does (upload two
// photos, drop the first one, put the new ones in between, save), printing "saved {k}" after each commit.
// Each version's description lists the photo numbers it must have, so a reader can tell a mix at once.
import path from "node:path";
import { connect } from "../../app/db/connect.server.ts";
import { diskStorage } from "../../app/photos/storage.server.ts";
import { acceptUpload } from "../../app/photos/upload-queue.server.ts";
import type { PhotoRef } from "../../app/properties/photo-refs.ts";
import { getProperty } from "../../app/properties/queries.server.ts";
import { updateFromForm } from "../../app/properties/save.server.ts";
import { makeJpeg } from "./images.ts";

const id = process.env.LISTING_ID!;
const db = connect({ databaseUrl: process.env.DATABASE_URL, sqliteFile: process.env.SQLITE_FILE });
const ctx = { kysely: db.kysely, storage: diskStorage(path.join(process.env.DATA_DIR!, "photos")) };

for (let k = 1; ; k++) {
  const current = (await getProperty(db.kysely, id, "staff"))!;
  const fresh: Array<PhotoRef & { n: number }> = [];
  for (const colour of ["#aa3322", "#2233aa"]) {
    const bytes = await makeJpeg(900, 600, colour);
    const r = await acceptUpload(ctx, { propertyId: id, staffId: "staff-save-loop", fileName: `v${k}.jpg`, bytes });
    if (!r.ok) throw new Error(r.message);
    fresh.push({ kind: "upload", id: r.id, n: r.n });
  }
  const kept: Array<PhotoRef & { n: number }> = current.photos.slice(1).map((p) => ({ kind: "saved", n: p.n }));
  const photos = [kept[0], fresh[0], ...kept.slice(1), fresh[1]].filter(Boolean);
  const { characteristics: c, ...p } = current;
  // Saves over the version it read, as the edit form does (one writer here: never refused).
  await updateFromForm(
    ctx,
    id,
    {
      ...p,
      ...c,
      name: `Versión ${k}`,
      description: JSON.stringify(photos.map((ph) => ph.n)),
      photos,
    },
    { id: "staff-loop", name: "Bucle de guardado" },
  );
  console.log(`saved ${k}`);
}
