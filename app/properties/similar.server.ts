// 'Propiedades similares': other listings of the same state and type, topped up with the same state.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { summaryColumns, withCovers } from "./listing-row.server.ts";
import { withPriceDrops } from "./price-history.server.ts";
import { publiclyVisible } from "./visibility.server.ts";
import type { PropertySummary } from "./types.ts";

/** Up to `limit` listings like this one (featured first, newest next), never the listing itself. */
export async function listSimilar(
  db: Kysely<Database>,
  of: { id: string; state: string; type: string },
  limit = 3,
): Promise<PropertySummary[]> {
  const base = () =>
    db
      .selectFrom("properties")
      .select([...summaryColumns])
      .where(publiclyVisible())
      .where("id", "!=", of.id)
      .where("state", "=", of.state)
      .orderBy("featured", "desc")
      .orderBy("seq", "desc")
      .limit(limit);
  const sameType = await base().where("type", "=", of.type).execute();
  const rows =
    sameType.length >= limit
      ? sameType
      : [
          ...sameType,
          ...(await base()
            .where("type", "!=", of.type)
            .limit(limit - sameType.length)
            .execute()),
        ];
  return withPriceDrops(db, await withCovers(db, rows));
}
