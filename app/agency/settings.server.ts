// Reads and saves the agency's settings (decision 140). Every page reads them from the database on each request,
// never from a process-local copy, so a saved change shows at once on every page of every instance; the
// environment only gives the values a fresh install starts with.
import type { Kysely } from "kysely";
import { recordActivity, diffFields, type Actor } from "../activity/record.server.ts";
import { versioned } from "../cache/versioned.server.ts";
import type { Database } from "../db/schema.ts";
import { log } from "../log/logger.server.ts";
import type { Settings } from "../runtime/process/env.server.ts";
import {
  type AgencyImageKind,
  agencyImageIndex,
  type EncodedImage,
  removeAgencyImages,
  storeAgencyImages,
} from "./images.server.ts";
import { type AgencyProfile, defaultAbout } from "./profile.ts";
import {
  type AgencySettingsValues,
  DEFAULT_LEAD_RETENTION_MONTHS,
  SETTING_KEYS,
  SETTING_LABELS,
} from "./settings-form.ts";

/** What a fresh install shows: the environment's AGENCY_* values (validated at boot, env.server.ts). */
export function settingsFromEnvironment(s: Settings): AgencySettingsValues {
  return {
    name: s.AGENCY_NAME,
    tagline: "Negocios Inmobiliarios",
    address: s.AGENCY_ADDRESS,
    phone: s.AGENCY_PHONE,
    email: s.AGENCY_EMAIL,
    whatsapp: s.AGENCY_WHATSAPP,
    social: s.AGENCY_SOCIAL_URL,
    map: s.AGENCY_MAP_EMBED,
    accent: s.AGENCY_ACCENT,
    about: defaultAbout(s.AGENCY_NAME),
    analytics: s.GA_MEASUREMENT_ID ?? "",
    leadRetentionMonths: String(DEFAULT_LEAD_RETENTION_MONTHS),
  };
}

export async function agencySettings(db: Kysely<Database>, env: Settings): Promise<AgencySettingsValues> {
  const rows = await db.selectFrom("agency_settings").select(["key", "value"]).execute();
  const saved = Object.fromEntries(rows.map((r) => [r.key, r.value])) as Partial<AgencySettingsValues>;
  const defaults = settingsFromEnvironment(env);
  // Unsaved, the About-us text follows the (saved) name.
  if (saved.name && !saved.about) defaults.about = defaultAbout(saved.name);
  return { ...defaults, ...pick(saved) };
}

const pick = (values: Partial<Record<string, string>>) =>
  Object.fromEntries(SETTING_KEYS.filter((k) => values[k] !== undefined).map((k) => [k, values[k]]));

/** The settings and the images: what the layouts hand to the pages. */
export async function agencyProfile(db: Kysely<Database>, env: Settings): Promise<AgencyProfile> {
  const [values, images] = await Promise.all([agencySettings(db, env), agencyImageIndex(db)]);
  const large = images.get("hero-1920");
  const small = images.get("hero-960");
  return { ...values, logo: images.get("logo") ?? null, hero: large && small ? { large, small } : null };
}

/**
 * What the public pages show, kept until the site version moves (migration 015 bumps it on every settings save).
 * During a database outage it is the environment's values, so pages keep their header and footer around the
 * outage message (decision 083) instead of failing in the layout.
 */
export async function shownAgencyProfile(db: Kysely<Database>, env: Settings): Promise<AgencyProfile> {
  try {
    return await versioned(db, "agency-profile", () => agencyProfile(db, env));
  } catch (err) {
    log.warn({ err }, "Configuración: la base de datos no respondió; se muestran los datos del entorno");
    return { ...settingsFromEnvironment(env), logo: null, hero: null };
  }
}

export interface SettingsChange {
  values: AgencySettingsValues;
  images: Partial<Record<AgencyImageKind, EncodedImage[] | "remove">>;
}

/** Saves the form in one transaction with its history entry (which fields, old → new, and the images). */
export async function saveAgencySettings(
  db: Kysely<Database>,
  env: Settings,
  change: SettingsChange,
  actor: Actor,
  now = new Date(),
) {
  const before = await agencySettings(db, env);
  const label = (values: AgencySettingsValues) =>
    Object.fromEntries(SETTING_KEYS.map((k) => [SETTING_LABELS[k], values[k]]));
  const changes = diffFields(label(before), label(change.values));
  for (const [kind, value] of Object.entries(change.images)) {
    const what = kind === "logo" ? "Logo" : "Foto de portada";
    changes.push({ field: what, from: "", to: value === "remove" ? "quitada" : "nueva imagen" });
  }
  if (changes.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const key of SETTING_KEYS) {
      const row = { value: change.values[key], updated_at: now.toISOString() };
      await trx
        .insertInto("agency_settings")
        .values({ key, ...row })
        .onConflict((oc) => oc.column("key").doUpdateSet(row))
        .execute();
    }
    for (const [kind, value] of Object.entries(change.images) as Array<[AgencyImageKind, EncodedImage[] | "remove"]>) {
      if (value === "remove") await removeAgencyImages(trx, kind);
      else await storeAgencyImages(trx, value, now);
    }
    await recordActivity(trx, { action: "settings", actor, changes, at: now });
  });
}
