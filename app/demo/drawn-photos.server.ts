// The demo's drawn photos, kept between seeds (docs/decisions/267). Drawing the 16 scenes and putting them through
// the photo pipeline costs about 5 s of CPU, paid again by every empty DATA_DIR: a new checkout's first start,
// `npm run seed` on a fresh folder, each test server on the demo. The processed files are kept under
// node_modules/.cache/vitrina-demo-photos/<key>, the key being a hash of the scene's drawing, the pipeline's
// settings and sharp's version, so a change to any of them draws again. Only where the project's node_modules is
// (a checkout; a deployment from one); a cache that cannot be read or written is passed over, never an error.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { log } from "../log/logger.server.ts";
import { PIPELINE_SETTINGS, type ProcessedPhoto } from "../photos/pipeline.server.ts";
import { loadSharp } from "../photos/sharp.server.ts";
import type { VariantWidth } from "../photos/variants.ts";

const CACHE_NAME = "vitrina-demo-photos";

/** The kept folder, or null where there is no node_modules to keep it in. */
function cacheRoot(): string | null {
  const modules = path.resolve("node_modules");
  return fs.existsSync(modules) ? path.join(modules, ".cache", CACHE_NAME) : null;
}

interface Meta {
  width: number;
  height: number;
  variants: VariantWidth[];
}

function read(dir: string): ProcessedPhoto | null {
  try {
    const meta = JSON.parse(fs.readFileSync(path.join(dir, "meta.json"), "utf8")) as Meta;
    return {
      width: meta.width,
      height: meta.height,
      master: fs.readFileSync(path.join(dir, "master.jpeg")),
      variants: meta.variants.map((width) => ({ width, data: fs.readFileSync(path.join(dir, `${width}.webp`)) })),
      og: fs.readFileSync(path.join(dir, "og.jpeg")),
    };
  } catch {
    return null;
  }
}

/** Writes a whole folder under a temporary name, then renames it: a reader sees all of it or none. */
function keep(dir: string, photo: ProcessedPhoto): void {
  const partial = `${dir}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
  try {
    fs.mkdirSync(partial, { recursive: true });
    fs.writeFileSync(path.join(partial, "master.jpeg"), photo.master);
    for (const v of photo.variants) fs.writeFileSync(path.join(partial, `${v.width}.webp`), v.data);
    fs.writeFileSync(path.join(partial, "og.jpeg"), photo.og);
    const meta: Meta = { width: photo.width, height: photo.height, variants: photo.variants.map((v) => v.width) };
    fs.writeFileSync(path.join(partial, "meta.json"), JSON.stringify(meta));
    fs.renameSync(partial, dir);
  } catch (err) {
    // Another process kept the same drawing first (the rename finds the folder), or the disk refused: either way
    // the photo in hand is used.
    fs.rmSync(partial, { recursive: true, force: true });
    if ((err as NodeJS.ErrnoException).code !== "ENOTEMPTY" && (err as NodeJS.ErrnoException).code !== "EEXIST")
      log.warn({ err }, "Demo: no se pudo guardar una foto dibujada para la próxima vez");
  }
}

/**
 * The processed photo of a drawing (an SVG): the kept one when there is one, else `draw()`'s, kept for next time in
 * `root` (the project's node_modules/.cache by default; none where there is no node_modules).
 */
export async function drawnPhoto(
  svg: string,
  draw: () => Promise<ProcessedPhoto>,
  root: string | null = cacheRoot(),
): Promise<ProcessedPhoto> {
  if (!root) return draw();
  const sharp = await loadSharp();
  const key = crypto
    .createHash("sha256")
    .update(JSON.stringify([svg, PIPELINE_SETTINGS, sharp.versions]))
    .digest("hex")
    .slice(0, 32);
  const dir = path.join(root, key);
  const kept = read(dir);
  if (kept) return kept;
  const photo = await draw();
  keep(dir, photo);
  return photo;
}
