// The preview of 'Importar': reads the CSV (and the photos ZIP), checks every row with the listing form's schema
// and every named photo like an upload, and compares each row with the stored listing of the same reference:
// new, updated (which fields) or unchanged. Writes nothing. Rows are read in chunks that yield to the event loop,
// so a large file does not hold up other requests (decision 146).
import crypto from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Kysely, Selectable } from "kysely";
import type { Database, PropertiesTable } from "../db/schema.ts";
import { diffFields, type FieldChange } from "../activity/record.server.ts";
import { shownFields } from "../activity/listing-changes.ts";
import { checkUpload, MAX_UPLOAD_BYTES } from "../photos/upload-check.server.ts";
import { toProperty } from "../properties/listing-row.server.ts";
import { MAX_PHOTOS } from "../properties/photo-refs.ts";
import { type CsvTable, parseCsv } from "./csv-read.ts";
import { JsonUnreadable, looksLikeJson, parseJsonExport } from "./json-read.ts";
import { canonicalColumn, checkHeader, type ImportListing, readRow } from "./import-row.ts";
import { openZip, type ZipArchive, ZipUnreadable } from "./zip-read.server.ts";

export const CHUNK = 100;
export const MAX_IMPORT_ROWS = 20_000;

export type PlanItem =
  | { kind: "new"; line: number; listing: ImportListing }
  | {
      kind: "updated";
      line: number;
      listing: ImportListing;
      before: Selectable<PropertiesTable>;
      changes: FieldChange[];
    }
  | { kind: "unchanged"; line: number; listing: ImportListing };

export interface RowError {
  line: number;
  reference: string;
  messages: string[];
}

export interface ImportPlan {
  /** Identifies the files previewed: 'Confirmar importación' applies only what was shown. */
  digest: string;
  fileErrors: string[];
  errors: RowError[];
  items: PlanItem[];
  counts: { new: number; updated: number; unchanged: number };
  /** A ZIP came with the CSV: new listings get their photos from it. */
  withPhotos: boolean;
  zip: ZipArchive | null;
}

export async function planImport(db: Kysely<Database>, csv: Buffer, zipBytes: Buffer | null): Promise<ImportPlan> {
  const digest = crypto
    .createHash("sha256")
    .update(csv)
    .update(zipBytes ?? Buffer.alloc(0))
    .digest("hex");
  const plan: ImportPlan = {
    digest,
    fileErrors: [],
    errors: [],
    items: [],
    counts: { new: 0, updated: 0, unchanged: 0 },
    withPhotos: zipBytes !== null,
    zip: null,
  };
  const parsed = readTable(csv.toString("utf8"));
  if (typeof parsed === "string") {
    plan.fileErrors.push(parsed);
    return plan;
  }
  const table = { ...parsed, header: parsed.header.map(canonicalColumn) };
  plan.fileErrors.push(...checkHeader(table.header));
  if (table.rows.length === 0) plan.fileErrors.push("El archivo no tiene filas de propiedades.");
  if (table.rows.length > MAX_IMPORT_ROWS)
    plan.fileErrors.push(`El archivo tiene más de ${MAX_IMPORT_ROWS} filas: dividilo en partes.`);
  if (zipBytes) {
    try {
      plan.zip = openZip(zipBytes);
    } catch (err) {
      if (!(err instanceof ZipUnreadable)) throw err;
      plan.fileErrors.push(err.message);
    }
  }
  if (plan.fileErrors.length) return plan;
  const seen = new Map<string, number>();
  for (let start = 0; start < table.rows.length; start += CHUNK) {
    await nextTurn();
    const chunk = table.rows.slice(start, start + CHUNK);
    const read = await Promise.all(chunk.map((r) => readRow(table.header, r.cells)));
    const ids = read.flatMap((r) => (r.ok ? [r.listing.id] : []));
    const stored = ids.length ? await db.selectFrom("properties").selectAll().where("id", "in", ids).execute() : [];
    const byId = new Map(stored.map((row) => [row.id, row]));
    const counts = await photoCounts(db, ids);
    for (const [i, result] of read.entries()) {
      const { line, cells } = chunk[i];
      const reference = cells[table.header.indexOf("referencia")]?.trim() ?? "";
      const fail = (messages: string[]) => plan.errors.push({ line, reference, messages });
      if (!result.ok) {
        fail(result.errors);
        continue;
      }
      const { listing } = result;
      const twin = seen.get(listing.id);
      if (twin !== undefined) {
        fail([`referencia: repetida (ya está en la fila ${twin}).`]);
        continue;
      }
      seen.set(listing.id, line);
      const before = byId.get(listing.id);
      if (before?.deleted_at) {
        fail(["referencia: esa propiedad está en la papelera; restaurala antes de importar."]);
        continue;
      }
      if (!before) {
        const problems = await checkPhotos(plan.zip, listing.photos);
        if (problems.length) fail(problems);
        else plan.items.push({ kind: "new", line, listing });
        continue;
      }
      const changes = listingChanges(before, listing, counts.get(listing.id) ?? 0);
      plan.items.push(
        changes.length ? { kind: "updated", line, listing, before, changes } : { kind: "unchanged", line, listing },
      );
    }
  }
  for (const item of plan.items) plan.counts[item.kind]++;
  return plan;
}

/** The file's table: our JSON export, or a CSV (ours or a spreadsheet's); a JSON file that cannot be read says why. */
function readTable(text: string): CsvTable | string {
  if (!looksLikeJson(text)) return parseCsv(text);
  try {
    return parseJsonExport(text);
  } catch (err) {
    if (err instanceof JsonUnreadable) return err.message;
    throw err;
  }
}

/** The fields the import would change, as the history shows them (photos of a stored listing are kept). */
function listingChanges(before: Selectable<PropertiesTable>, listing: ImportListing, photos: number): FieldChange[] {
  const yesNo = (v: boolean) => (v ? "Sí" : "No");
  return diffFields(
    { ...shownFields(toProperty(before), photos), Borrador: yesNo(toProperty(before).draft) },
    { ...shownFields(listing.fields, photos), Borrador: yesNo(listing.draft) },
  );
}

async function photoCounts(db: Kysely<Database>, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom("property_photos")
    .select(["property_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("property_id", "in", ids)
    .groupBy("property_id")
    .execute();
  return new Map(rows.map((r) => [r.property_id, Number(r.n)]));
}

/** The ZIP entry a 'fotos' name stands for: the name itself, or the end of a URL's path ('media/id/x.webp'). A
 * name that is not a valid URL or escape (`http://[`, `%E0%A4%A`) is looked up as written. */
export function zipEntryFor(zip: ZipArchive, photo: string): string | null {
  const parts = photoPath(photo).split("/").filter(Boolean);
  for (let i = 0; i < parts.length; i++) {
    const candidate = parts.slice(i).join("/");
    if (zip.names.includes(candidate)) return candidate;
  }
  return null;
}

function photoPath(photo: string): string {
  let path = photo;
  if (/^https?:\/\//i.test(photo) && URL.canParse(photo)) path = new URL(photo).pathname;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

async function checkPhotos(zip: ZipArchive | null, photos: string[]): Promise<string[]> {
  // Without a ZIP, new listings come in without photos (the preview says so): no file is fetched from elsewhere.
  if (!zip) return [];
  if (photos.length > MAX_PHOTOS) return [`fotos: máximo ${MAX_PHOTOS} fotos por propiedad.`];
  const problems: string[] = [];
  for (const photo of photos) {
    const entry = zipEntryFor(zip, photo);
    let bytes: Buffer | null;
    try {
      bytes = entry ? await zip.read(entry, MAX_UPLOAD_BYTES) : null;
    } catch (err) {
      // A damaged entry (a header pointing outside the file, a bad checksum): this row's error, in Spanish.
      if (!(err instanceof ZipUnreadable)) throw err;
      problems.push(`fotos: «${photo}»: ${err.message}`);
      continue;
    }
    if (!entry) problems.push(`fotos: «${photo}» no está en el ZIP.`);
    else if (!bytes) problems.push(`fotos: «${photo}» supera el tamaño máximo por foto.`);
    else {
      const check = await checkUpload(bytes, entry);
      if (!check.ok) problems.push(`fotos: ${check.message}`);
    }
  }
  return problems;
}
