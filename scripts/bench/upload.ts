// Time to accept a 12 MP photo upload (check by bytes + queue in the database: what the uploader waits for),
// and the background processing that follows (master, WebP variants, link preview), on both engines; then
// the same upload over HTTP through the built server.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { diskStorage } from "../../app/photos/storage.server.ts";
import { acceptUpload, processNextUpload } from "../../app/photos/upload-queue.server.ts";
import { issueDraft } from "../../app/photos/upload-target.server.ts";
import { MAX_PHOTOS } from "../../app/properties/photo-refs.ts";
import { createTestDb } from "../../tests/support/test-db.ts";
import { photoLikeJpeg } from "./photo-like-jpeg.ts";
import { ms, timeMany } from "./stats.ts";
import { benchUploadHttp } from "./upload-http.ts";

const RUNS = Number(process.env.BENCH_UPLOAD_RUNS ?? 10);

/** A 4000 × 3000 JPEG with photo-like detail, at camera quality. */
export function twelveMegapixelJpeg(): Promise<Buffer> {
  return photoLikeJpeg({ width: 4000, height: 3000, sigma: 50, quality: 92 });
}

export async function benchUpload(): Promise<void> {
  const photo = await twelveMegapixelJpeg();
  console.log(`[upload] 12 MP JPEG (4000×3000), ${(photo.length / 1024 / 1024).toFixed(1)} MB`);
  for (const engine of ["sqlite", "postgres"] as const) {
    const db = await createTestDb({ engine });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-bench-upload-"));
    const ctx = { kysely: db.kysely, storage: diskStorage(dir) };
    try {
      let i = 0;
      let draft = "";
      const accept = await timeMany(RUNS, async () => {
        if (i % MAX_PHOTOS === 0) draft = await issueDraft(db.kysely, "bench"); // a new form every 40 photos
        const r = await acceptUpload(ctx, {
          propertyId: draft,
          staffId: "bench",
          fileName: `foto-${i++}.jpg`,
          bytes: photo,
        });
        if (!r.ok) throw new Error(r.message);
      });
      console.log(
        `[upload] ${engine}: accept (check + queue): p50 ${ms(accept.p50)}  p99 ${ms(accept.p99)}  mean ` +
          `${ms(accept.mean)}`,
      );
      const times: number[] = [];
      for (let k = 0; k < Math.min(RUNS, 5); k++) {
        const t = performance.now();
        if (!(await processNextUpload(ctx))) break;
        times.push(performance.now() - t);
      }
      const mean = times.reduce((a, b) => a + b, 0) / times.length;
      console.log(`[upload] ${engine}: background processing per photo: mean ${ms(mean)} (${times.length} photos)`);
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  await benchUploadHttp(photo, RUNS);
}

if (import.meta.main) await benchUpload();
