// 'Exportar': every listing not in the trash (drafts included) with all its fields, photo URLs, state and dates,
// as CSV (Excel in Spanish) or JSON. Reads in pages of ids, so memory follows the output, not the query.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { largestVariantUrl } from "../photos/variants.ts";
import { toProperty } from "../properties/listing-row.server.ts";
import { notInTrash } from "../properties/visibility.server.ts";
import { EXPORT_COLUMNS, type ExportRow, exportCells } from "./columns.ts";
import { toCsv } from "./csv.ts";

const PAGE = 500;

/** `photosBase`: where photo URLs start (PUBLIC_URL's /media, or PHOTOS_PUBLIC_URL; decision 122). */
export async function exportRows(db: Kysely<Database>, photosBase: string): Promise<ExportRow[]> {
  const out: ExportRow[] = [];
  let after = -1;
  for (;;) {
    const rows = await db
      .selectFrom("properties")
      .selectAll()
      .where(notInTrash())
      .where("seq", ">", after)
      .orderBy("seq")
      .limit(PAGE)
      .execute();
    if (rows.length === 0) return out;
    after = Number(rows[rows.length - 1].seq);
    const photos = await db
      .selectFrom("property_photos")
      .select(["property_id", "n", "width"])
      .where(
        "property_id",
        "in",
        rows.map((r) => r.id),
      )
      .orderBy("property_id")
      .orderBy("position")
      .execute();
    for (const row of rows) {
      const p = toProperty(row);
      const urls = photos.filter((ph) => ph.property_id === p.id).map((ph) => largestVariantUrl(p.id, ph, photosBase));
      out.push({
        referencia: p.id,
        ...exportCells(p),
        borrador: p.draft,
        fotos: urls.join(" | "),
        creada: p.createdAt,
        actualizada: p.updatedAt,
      });
    }
  }
}

export const exportCsv = (rows: ExportRow[]) =>
  toCsv(
    EXPORT_COLUMNS,
    rows.map((r) => EXPORT_COLUMNS.map((c) => r[c])),
  );

/** The JSON download: the export's time and its rows, keyed by the same column names as the CSV. */
export const exportJson = (rows: ExportRow[], now = new Date()) =>
  JSON.stringify({ exportada: now.toISOString(), propiedades: rows });
