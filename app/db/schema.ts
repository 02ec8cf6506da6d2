// Table types for Kysely: the one description of what the database stores.
import type { ColumnType, Generated } from "kysely";
import type { DefinedColumnTypes } from "../properties/listing-fields.ts";

/** Timestamps are ISO-8601 strings on both engines (see connect.server.ts). */
type Timestamp = ColumnType<string, string | undefined, string>;
/** SQLite stores booleans as 0/1; PostgreSQL as boolean. Read through toBool(). */
type Bool = ColumnType<boolean | number, boolean, boolean>;

/**
 * The listing's field columns follow the one definition of its fields (listing-fields.ts, decision 264); the rest
 * is what the app keeps about a listing. listing-columns.db.test.ts checks both against the migrated table.
 */
export interface PropertiesTable extends DefinedColumnTypes {
  id: string;
  seq: number;
  /** Unused since migration 013 (folded into plantas, decision 130); kept so old backups restore. */
  pisos: number | null;
  search_text: string;
  last_photo_n: Generated<number>;
  /** All-time page views and WhatsApp enquiries, kept by a trigger on events (migration 003). */
  view_count: Generated<number>;
  enquiry_count: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Bumped by every write from the dashboard; a write naming an older one is refused (migration 006). */
  version: Generated<number>;
  /** The staff user who wrote the current version (null for seeded or imported rows), and their name then. */
  updated_by: string | null;
  updated_by_name: string | null;
  /** In the trash since (null: not deleted); purged 30 days later (migration 014, decision 141). */
  deleted_at: string | null;
  deleted_by_name: string | null;
  /** 'Borrador': only staff see it until it is published. */
  draft: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** The listing's point for the map (migration 018, decision 160): both or neither. */
  latitude: number | null;
  longitude: number | null;
  /** The public sees an area around an offset point, never this one (decision 161). */
  approximate_location: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** 'Publicar en portales' (migration 023): on unless staff turn it off; and the portal ids it skips, comma-separated. */
  portals_publish: ColumnType<boolean | number, boolean | undefined, boolean>;
  portals_skipped: ColumnType<string, string | undefined, string>;
  /** The staff member whose WhatsApp and inbox get its enquiries (migration 025); null: the agency's. */
  agent_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The `properties` columns that are not a listing field: what the app keeps about a listing (checked against
 * PropertiesTable here, and with the definition against the migrated table in listing-columns.db.test.ts). */
export const PROPERTY_RECORD_COLUMNS = [
  "id",
  "seq",
  "pisos",
  "search_text",
  "last_photo_n",
  "view_count",
  "enquiry_count",
  "created_at",
  "updated_at",
  "version",
  "updated_by",
  "updated_by_name",
  "deleted_at",
  "deleted_by_name",
  "draft",
  "latitude",
  "longitude",
  "approximate_location",
  "portals_publish",
  "portals_skipped",
  "agent_id",
] as const satisfies readonly Exclude<keyof PropertiesTable, keyof DefinedColumnTypes>[];
// Every record column is listed: a column added to PropertiesTable and not here fails to compile.
type Unlisted = Exclude<keyof PropertiesTable, keyof DefinedColumnTypes | (typeof PROPERTY_RECORD_COLUMNS)[number]>;
export const everyRecordColumnListed: [Unlisted] extends [never] ? true : Unlisted = true;

export interface PropertyPhotosTable {
  property_id: string;
  n: number;
  position: number;
  width: number;
  height: number;
  created_at: Timestamp;
}

export interface EventsTable {
  id: Generated<number>;
  kind: "page_view" | "enquiry";
  path: string;
  property_id: string | null;
  referrer: string | null;
  visit_id: string | null;
  /** 'phone' | 'tablet' | 'desktop', from the user agent at record time (migration 017); null before it. */
  device: string | null;
  created_at: Timestamp;
}

/** Listings per (state, featured), kept by triggers on properties. */
export interface PropertyCountsTable {
  state: string;
  featured: Bool;
  n: number;
}

/** Events per UTC day, kind and listing ('' for pages that are not a listing), kept by a trigger on events. */
export interface EventDailyTable {
  day: string;
  kind: "page_view" | "enquiry";
  property_id: string;
  n: number;
}

/** Page views per UTC day by referrer origin, campaign path or device class (migration 021), kept by a trigger. */
export interface EventSourceDailyTable {
  day: string;
  source: "referrer" | "campaign" | "device";
  value: string;
  n: number;
}

/** One import applied in the background (migration 021, decision 181): its progress, then its outcome. */
export interface ImportRunsTable {
  id: string;
  status: "running" | "done" | "failed";
  total: number;
  done: Generated<number>;
  created: number;
  updated: number;
  unchanged: number;
  message: string | null;
  started_by: string;
  started_at: Timestamp;
  heartbeat_at: Timestamp;
  finished_at: Timestamp | null;
}

/** Accepted uploads: the processing queue, and the photo numbers handed out that no saved listing uses yet. */
export interface PhotoUploadsTable {
  id: string;
  property_id: string;
  n: number;
  file_name: string;
  status: "pending" | "ready" | "failed";
  width: number | null;
  height: number | null;
  attempts: Generated<number>;
  error: string | null;
  claimed_at: string | null;
  /** The process holding the claim (claims.server.ts); the original bytes wait in photo storage. */
  claimed_by: string | null;
  created_at: Timestamp;
}

/** A new listing's id, issued to one staff member when the form opens (decision 087). */
export interface ListingDraftsTable {
  id: string;
  staff_id: string;
  last_photo_n: Generated<number>;
  last_used_at: Timestamp;
}

/** Who runs each background job (app/jobs/job-lock.server.ts, decision 104): `host|pid|boot`, kept fresh. */
export interface JobLocksTable {
  name: string;
  owner: string;
  heartbeat_at: string;
}

/** One row (id 1): how many changes public pages have seen; bumped by triggers (migration 011, decision 110). */
export interface SiteVersionTable {
  id: number;
  version: number;
}

/** A photo folder the orphan sweep must look at (migration 012, decision 125). */
export interface PhotoSweepCandidatesTable {
  folder: string;
  noted_at: string;
}

/** Better Auth's tables (app/db/migrations/002-auth.ts): written by Better Auth, read by our staff queries. */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Bool;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  role: string | null;
  banned: Bool | null;
  banReason: string | null;
  banExpires: string | null;
  /** The agent's own WhatsApp number, normalised (migration 025); null: the agency's is used. */
  whatsapp: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  impersonatedBy: string | null;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: string | null;
  refreshTokenExpiresAt: string | null;
  scope: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Throttled attempts: failed sign-ins (`email:`, `ip:`) and reset-link requests (`reset-email:`, `reset-ip:`). */
export interface LoginFailuresTable {
  id: Generated<number>;
  key: string;
  created_at: Timestamp;
}

/** One row per backup (migration 008): a lease while it runs, the dashboard's "última copia" once ended. */
export interface BackupRunsTable {
  id: string;
  started_at: Timestamp;
  /** Refreshed while the backup runs; a run not refreshed for a while is a backup that died. */
  alive_at: Timestamp;
  finished_at: string | null;
  file: string | null;
  bytes: number | null;
  error: string | null;
}

/** The staff's reference dollar rate (migration 013, decision 133): the newest row is the one in force. */
export interface CurrencyRatesTable {
  id: Generated<number>;
  /** Pesos per dollar. */
  value: number;
  /** What the rate is, e.g. 'dólar MEP'. */
  name: string;
  /** The day the rate is from (YYYY-MM-DD). */
  rate_date: string;
  set_by: string | null;
  created_at: Timestamp;
}

/** Every change of a listing's price or currency (migration 013, decision 134). */
export interface PriceChangesTable {
  id: Generated<number>;
  property_id: string;
  old_currency: string | null;
  old_price: number | null;
  new_currency: string | null;
  new_price: number | null;
  changed_by: string | null;
  changed_by_name: string | null;
  changed_at: Timestamp;
}

/** A temporary rental's seasonal price (migration 013, decision 135): nights from starts_on to ends_on (exclusive). */
export interface SeasonsTable {
  id: Generated<number>;
  property_id: string;
  name: string;
  starts_on: string;
  ends_on: string;
  unit: "noche" | "semana" | "mes";
  price: number;
  min_nights: number;
}

/** Dates staff marked occupied (migration 013, decision 135): from starts_on to the checkout day ends_on. */
export interface OccupiedRangesTable {
  id: Generated<number>;
  property_id: string;
  starts_on: string;
  ends_on: string;
  created_by: string | null;
  created_at: Timestamp;
}

/** The agency's settings saved in 'Configuración', one row per setting (values as text; migration 014). */
export interface AgencySettingsTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

/** The agency's logo and home photo, re-encoded, served from the database (decision 140). */
export interface AgencyImagesTable {
  name: string;
  version: string;
  content_type: string;
  width: number;
  height: number;
  data: Uint8Array;
  updated_at: Timestamp;
}

/** Append-only history of staff actions (decision 143): triggers refuse UPDATE and DELETE. */
export interface ActivityTable {
  id: Generated<number>;
  at: string;
  actor_id: string | null;
  actor_name: string;
  action: string;
  property_id: string | null;
  property_name: string | null;
  /** JSON: for edits, `{ changes: [{ field, from, to }] }`. */
  details: ColumnType<string, string | undefined, never>;
  /** The lead an entry is about (migration 025): its history on the lead's page. */
  lead_id: ColumnType<string | null, string | null | undefined, never>;
}

/** A visitor's enquiry (migration 025, issue #35); personal fields are blanked once anonymised. */
export interface LeadsTable {
  id: string;
  property_id: string;
  property_name: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  stay_from: string | null;
  stay_to: string | null;
  language: string;
  source_page: string;
  status: string;
  agent_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  anonymised_at: string | null;
}

/** Staff notes on a lead, with author and time. */
export interface LeadNotesTable {
  id: Generated<number>;
  lead_id: string;
  author_id: string | null;
  author_name: string;
  body: string;
  created_at: Timestamp;
}

/** A visitor's saved search (migration 024, issue 36): nothing is sent before confirmed_at. */
export interface SavedSearchesTable {
  id: string;
  email: string;
  /** JSON of the catalogue filters in effect (empty ones left out). */
  filters: string;
  /** Copies of the filters' locality, type and state ('' when not filtered). */
  locality: string;
  type: string;
  state: string;
  frequency: "instant" | "daily" | "weekly";
  locale: "es" | "en";
  created_at: Timestamp;
  confirmed_at: string | null;
  checked_at: string | null;
  sent_at: string | null;
}

/** What an alert listed, per search and listing (migration 024): a restart never lists it again. */
export interface AlertDeliveriesTable {
  search_id: string;
  property_id: string;
  kind: "new" | "drop";
  /** The dropped-to price for 'drop', 0 for 'new'. */
  price: number;
  created_at: Timestamp;
}

/** The listings a saved search matched at its last check (migration 029): only a listing not here is new for it. */
export interface SavedSearchMatchesTable {
  search_id: string;
  property_id: string;
}

/** A portal's fetches of its feed by user agent (migration 026): when it last read it, and how often. */
export interface FeedFetchesTable {
  portal: string;
  user_agent: string;
  last_at: Timestamp;
  n: number;
}

/** Which listings changed, stamped with the site version of their last change (migration 028, decision 266). */
export interface ListingChangesTable {
  property_id: string;
  version: number;
}

export interface Database {
  listing_changes: ListingChangesTable;
  saved_searches: SavedSearchesTable;
  alert_deliveries: AlertDeliveriesTable;
  saved_search_matches: SavedSearchMatchesTable;
  feed_fetches: FeedFetchesTable;
  agency_settings: AgencySettingsTable;
  agency_images: AgencyImagesTable;
  activity: ActivityTable;
  leads: LeadsTable;
  lead_notes: LeadNotesTable;
  properties: PropertiesTable;
  property_photos: PropertyPhotosTable;
  events: EventsTable;
  property_counts: PropertyCountsTable;
  event_daily: EventDailyTable;
  event_source_daily: EventSourceDailyTable;
  import_runs: ImportRunsTable;
  photo_uploads: PhotoUploadsTable;
  listing_drafts: ListingDraftsTable;
  job_locks: JobLocksTable;
  photo_sweep_candidates: PhotoSweepCandidatesTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  login_failures: LoginFailuresTable;
  backup_runs: BackupRunsTable;
  site_version: SiteVersionTable;
  currency_rates: CurrencyRatesTable;
  price_changes: PriceChangesTable;
  seasons: SeasonsTable;
  occupied_ranges: OccupiedRangesTable;
}

export function toBool(value: boolean | number | null | undefined): boolean {
  return value === true || value === 1;
}
