// The site version (decision 110) also follows what later migrations added to public pages: the agency's settings
// and images (014, shown on every page), the reference dollar rate (013, equivalents and price filters) and a
// temporary rental's seasons and occupied dates (013, its detail page).
import type { Kysely } from "kysely";
import { bumpSiteVersionTrigger, dropSiteVersionTriggers } from "./dialect.ts";

const TABLES = ["agency_settings", "agency_images", "currency_rates", "seasons", "occupied_ranges"];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await bumpSiteVersionTrigger(db, table);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [...TABLES].reverse()) await dropSiteVersionTriggers(db, table);
}
