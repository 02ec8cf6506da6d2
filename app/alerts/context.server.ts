// The alerts' wiring to the running app: its database, SMTP transport, secret, public address and agency name.
import { agencySettings } from "../agency/settings.server.ts";
import { MEDIA_BASE } from "../photos/variants.ts";
import type { Runtime } from "../runtime/process/runtime.server.ts";
import type { AlertsContext } from "./job.server.ts";
import { createAlertTransport } from "./transport.server.ts";

export function alertsContext(rt: Runtime): AlertsContext {
  const s = rt.settings;
  const db = rt.db.kysely;
  return {
    db,
    send: createAlertTransport({ smtpUrl: s.SMTP_URL, address: s.AGENCY_EMAIL }),
    mail: async () => ({
      agency: (await agencySettings(db, s)).name,
      publicUrl: s.PUBLIC_URL,
      secret: rt.secrets.authSecret,
      photoBase: s.PHOTOS_PUBLIC_URL ?? `${s.PUBLIC_URL}${MEDIA_BASE}`,
    }),
  };
}
