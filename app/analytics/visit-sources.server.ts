// Where visitors came from and on what: page views over the chosen days by referring site (host only), by
// utm_campaign (from the page's own address) and the share from phones (decision 148). First-party data only,
// nothing about a person; counts are summed from the daily summary in the database, names tidied here.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { windowStart } from "../properties/counters.server.ts";

export interface SourceCount {
  label: string;
  visits: number;
}

export interface VisitSources {
  referrers: SourceCount[];
  campaigns: SourceCount[];
  /** Page views with a known device class, and how many of them from phones. */
  devices: { known: number; phones: number };
}

function topCounts(counts: Map<string, number>, top: number): SourceCount[] {
  return [...counts]
    .map(([label, visits]) => ({ label, visits }))
    .sort((a, b) => b.visits - a.visits || a.label.localeCompare(b.label))
    .slice(0, top);
}

const add = (counts: Map<string, number>, key: string, n: number) => counts.set(key, (counts.get(key) ?? 0) + n);

/** `ownHost`: the site's own host; a visitor moving between its pages is not a source. */
export async function visitSources(
  db: Kysely<Database>,
  now: Date,
  days: number,
  ownHost: string,
  top = 5,
): Promise<VisitSources> {
  // Read from event_source_daily (migration 021, decision 180): rows per day × value, not per page view.
  const since = windowStart(now, days);
  const bySource = (source: "referrer" | "campaign" | "device") =>
    db
      .selectFrom("event_source_daily")
      .select(["value", (eb) => eb.fn.sum<number>("n").as("n")])
      .where("source", "=", source)
      .where("day", ">=", since)
      .groupBy("value")
      .execute();
  const [referrerRows, campaignRows, deviceRows] = await Promise.all([
    bySource("referrer"),
    bySource("campaign"),
    bySource("device"),
  ]);
  const referrers = new Map<string, number>();
  for (const r of referrerRows) {
    const host = URL.canParse(r.value) ? new URL(r.value).host.replace(/^www\./, "") : "";
    if (host && host !== ownHost.replace(/^www\./, "")) add(referrers, host, Number(r.n));
  }
  const campaigns = new Map<string, number>();
  for (const r of campaignRows) {
    const campaign = new URL(r.value, "http://x").searchParams.get("utm_campaign")?.trim().slice(0, 60);
    if (campaign) add(campaigns, campaign, Number(r.n));
  }
  const known = deviceRows.reduce((sum, r) => sum + Number(r.n), 0);
  const phones = Number(deviceRows.find((r) => r.value === "phone")?.n ?? 0);
  return { referrers: topCounts(referrers, top), campaigns: topCounts(campaigns, top), devices: { known, phones } };
}
