// What visitors' saved searches ask for (issue 36), for the dashboard: how many are confirmed, and the localities
// and types most searched, each with whether the agency has an open listing of it (demand it does not stock).
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.ts";
import { matching } from "../properties/catalogue.server.ts";
import { NO_FILTERS } from "../properties/catalogue-params.ts";
import { searchQuery } from "./saved-filters.ts";

export interface DemandRow {
  value: string;
  searches: number;
  /** An open, public listing of it exists (the catalogue's own query for that one filter). */
  stocked: boolean;
}

export interface SavedSearchDemand {
  confirmed: number;
  localities: DemandRow[];
  types: DemandRow[];
}

const TOP = 5;

export async function savedSearchDemand(db: Kysely<Database>): Promise<SavedSearchDemand> {
  const confirmed = db.selectFrom("saved_searches").where("confirmed_at", "is not", null);
  const [total, localities, types] = await Promise.all([
    confirmed.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
    top(db, "locality"),
    top(db, "type"),
  ]);
  return { confirmed: Number(total.n), localities, types };
}

async function top(db: Kysely<Database>, column: "locality" | "type"): Promise<DemandRow[]> {
  const rows = await db
    .selectFrom("saved_searches")
    .select([column, (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("confirmed_at", "is not", null)
    .where(column, "<>", "")
    .groupBy(column)
    .orderBy("n", "desc")
    .orderBy(column)
    .limit(TOP)
    .execute();
  return Promise.all(
    rows.map(async (r) => {
      const value = (r as Record<typeof column, string>)[column];
      const filters = { ...NO_FILTERS, [column === "locality" ? "localidad" : "tipo"]: value };
      const one = await matching(db, searchQuery({ filters, price: null }, null), null)
        .select(sql<number>`1`.as("one"))
        .limit(1)
        .executeTakeFirst();
      return { value, searches: Number(r.n), stocked: one !== undefined };
    }),
  );
}
