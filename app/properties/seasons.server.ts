// A temporary rental's seasons and occupied dates in the database (decision 135): reads for the edit screen and the
// detail page, and the staff commands, one transaction each, refusing in Spanish what would break the calendar.
import type { Kysely, SelectQueryBuilder, Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import type { RangeInput, SeasonInput } from "./season-forms.ts";
import { type DayRange, dayNumber, dayText, overlaps, type Season, TEMPORARY } from "./seasons.ts";

export class SeasonRefused extends Error {}

export type StoredSeason = Season & { id: number };
export type StoredRange = DayRange & { id: number };

const lastNight = (r: DayRange) => `del ${dayText(dayNumber(r.from)!)} al ${dayText(dayNumber(r.to)! - 1)}`;

/**
 * Listings with no occupied range overlapping [from, to): one seek per listing on occupied_ranges_property
 * (property_id, ends_on, starts_on), decision 135.
 */
export function freeBetween<O>(qb: SelectQueryBuilder<Database, "properties", O>, stay: DayRange) {
  return qb.where(({ not, exists, selectFrom }) =>
    not(
      exists(
        selectFrom("occupied_ranges as o")
          .select("o.id")
          .whereRef("o.property_id", "=", "properties.id")
          .where("o.ends_on", ">", stay.from)
          .where("o.starts_on", "<", stay.to),
      ),
    ),
  );
}

/**
 * Listings whose seasons, when they have any, price the stay as quoteStay (seasons.ts) does, decision 191: every night
 * of [from, to) lies in a season, and no season the stay touches asks for more nights than it has. Written without
 * date arithmetic (days are 'YYYY-MM-DD' text on both engines): the nights are covered when the first one is and,
 * for each season ending inside the stay, so is the night it ends on (the first uncovered night, if any, would be
 * one such). seasons.db.test.ts checks it against quoteStay on every case it builds.
 */
export function pricedBetween<O>(qb: SelectQueryBuilder<Database, "properties", O>, stay: DayRange) {
  const nights = dayNumber(stay.to)! - dayNumber(stay.from)!;
  return qb.where(({ or, and, not, exists, selectFrom }) => {
    const seasonsOf = (alias: "s" | "n") =>
      selectFrom(`seasons as ${alias}`).select(`${alias}.id`).whereRef(`${alias}.property_id`, "=", "properties.id");
    const touching = () => seasonsOf("s").where("s.starts_on", "<", stay.to).where("s.ends_on", ">", stay.from);
    return or([
      not(exists(seasonsOf("s"))),
      and([
        exists(seasonsOf("s").where("s.starts_on", "<=", stay.from).where("s.ends_on", ">", stay.from)),
        not(
          exists(
            touching()
              .where("s.ends_on", "<", stay.to)
              .where(({ not, exists }) =>
                not(
                  exists(
                    seasonsOf("n").whereRef("n.starts_on", "<=", "s.ends_on").whereRef("n.ends_on", ">", "s.ends_on"),
                  ),
                ),
              ),
          ),
        ),
        not(exists(touching().where("s.min_nights", ">", nights))),
      ]),
    ]);
  });
}

export async function listSeasons(db: Kysely<Database> | Transaction<Database>, id: string): Promise<StoredSeason[]> {
  const rows = await db.selectFrom("seasons").selectAll().where("property_id", "=", id).orderBy("starts_on").execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    from: r.starts_on,
    to: r.ends_on,
    unit: r.unit,
    price: Number(r.price),
    minNights: Number(r.min_nights),
  }));
}

/** Occupied ranges ending after `since` (all of them without it), in date order. */
export async function listOccupied(
  db: Kysely<Database> | Transaction<Database>,
  id: string,
  since?: string,
): Promise<StoredRange[]> {
  let q = db.selectFrom("occupied_ranges").select(["id", "starts_on", "ends_on"]).where("property_id", "=", id);
  if (since) q = q.where("ends_on", ">", since);
  const rows = await q.orderBy("starts_on").execute();
  return rows.map((r) => ({ id: Number(r.id), from: r.starts_on, to: r.ends_on }));
}

/**
 * Takes the listing's row lock (PostgreSQL; SQLite has one writer) so two staff members cannot add overlapping
 * ranges at once, and refuses listings that are not temporary rentals.
 */
async function lockTemporary(trx: Transaction<Database>, id: string): Promise<void> {
  const res = await trx
    .updateTable("properties")
    .set((eb) => ({ state: eb.ref("state") }))
    .where("id", "=", id)
    .where("state", "=", TEMPORARY)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) {
    throw new SeasonRefused("Las temporadas y fechas ocupadas son solo para propiedades en Alquiler Temporal.");
  }
}

/** A season as its table stores it. */
export function seasonRow(propertyId: string, s: SeasonInput) {
  return {
    property_id: propertyId,
    name: s.name,
    starts_on: s.from,
    ends_on: s.to,
    unit: s.unit,
    price: s.price,
    min_nights: s.minNights,
  };
}

export async function addSeason(db: Kysely<Database>, id: string, s: SeasonInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockTemporary(trx, id);
    const clash = (await listSeasons(trx, id)).find((o) => overlaps(s, o));
    if (clash) throw new SeasonRefused(`La temporada se superpone con «${clash.name}» (${lastNight(clash)}).`);
    await trx.insertInto("seasons").values(seasonRow(id, s)).execute();
  });
}

export async function addOccupied(db: Kysely<Database>, id: string, r: RangeInput, by: string, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    await lockTemporary(trx, id);
    const clash = (await listOccupied(trx, id, r.from)).find((o) => overlaps(r, o));
    if (clash) throw new SeasonRefused(`Esas fechas se superponen con un período ocupado ${lastNight(clash)}.`);
    await trx
      .insertInto("occupied_ranges")
      .values({ property_id: id, starts_on: r.from, ends_on: r.to, created_by: by, created_at: now.toISOString() })
      .execute();
  });
}

export async function removeSeason(db: Kysely<Database>, id: string, rowId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockTemporary(trx, id);
    await trx.deleteFrom("seasons").where("property_id", "=", id).where("id", "=", rowId).execute();
  });
}

export async function removeOccupied(db: Kysely<Database>, id: string, rowId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockTemporary(trx, id);
    await trx.deleteFrom("occupied_ranges").where("property_id", "=", id).where("id", "=", rowId).execute();
  });
}
