// The agency's settings as saved now, for loaders that only need a value or two (the name on the sign-in card).
import { runtime } from "../runtime/process/runtime.server.ts";
import { agencySettings } from "./settings.server.ts";
import type { AgencySettingsValues } from "./settings-form.ts";

export async function currentAgency(): Promise<AgencySettingsValues> {
  const { db, settings } = await runtime();
  return agencySettings(db.kysely, settings);
}
