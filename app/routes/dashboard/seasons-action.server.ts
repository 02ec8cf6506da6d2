// The edit screen's season and occupied-date forms (intent in the POST): one schema each, one command, then back
// to the edit screen; a refusal comes back as a Spanish message with the user's input (decision 136).
import { data, redirect } from "react-router";
import type { z } from "zod";
import type { StaffUser } from "../../auth/session.server.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import {
  occupiedFormSchema,
  removeFormSchema,
  SEASON_INTENTS,
  type SeasonIntent,
  seasonFormSchema,
} from "../../properties/season-forms.ts";
import {
  addOccupied,
  addSeason,
  removeOccupied,
  removeSeason,
  SeasonRefused,
} from "../../properties/seasons.server.ts";
import { readForm } from "../../forms/read-form.server.ts";

export interface SeasonReply {
  seasonIntent: SeasonIntent;
  message: string;
  fields: Record<string, string>;
}

/** The form's intent when it is one of the season forms, so the route sends the listing form elsewhere. */
export async function seasonIntent(request: Request): Promise<SeasonIntent | null> {
  if (!request.headers.get("content-type")?.includes("application/x-www-form-urlencoded")) return null;
  const intent = (await readForm(request.clone())).get("intent");
  return SEASON_INTENTS.find((i) => i === intent) ?? null;
}

function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Revisá los datos ingresados.";
}

export async function seasonAction(request: Request, user: StaffUser, id: string, intent: SeasonIntent) {
  const form = Object.fromEntries([...(await readForm(request))].map(([k, v]) => [k, String(v)]));
  const refuse = (message: string) =>
    data<SeasonReply>({ seasonIntent: intent, message, fields: form }, { status: 400 });
  const { db } = await runtime();
  try {
    if (intent === "season-add") {
      const parsed = seasonFormSchema.safeParse(form);
      if (!parsed.success) return refuse(firstMessage(parsed.error));
      await addSeason(db.kysely, id, parsed.data);
    } else if (intent === "occupied-add") {
      const parsed = occupiedFormSchema.safeParse(form);
      if (!parsed.success) return refuse(firstMessage(parsed.error));
      await addOccupied(db.kysely, id, parsed.data, user.id);
    } else {
      const parsed = removeFormSchema.safeParse(form);
      if (!parsed.success) return refuse("No encontramos lo que querías quitar.");
      if (intent === "season-remove") await removeSeason(db.kysely, id, parsed.data.rowId);
      else await removeOccupied(db.kysely, id, parsed.data.rowId);
    }
  } catch (err) {
    if (err instanceof SeasonRefused) return refuse(err.message);
    throw err;
  }
  // Back to the section (POST → redirect → GET), so a reload does not post again; the URL says what was saved.
  throw redirect(`/dashboard/propiedades/editar/${id}?temporadas=${intent}#temporadas`);
}

const SAVED: Record<SeasonIntent, string> = {
  "season-add": "Temporada agregada y guardada.",
  "season-remove": "Temporada quitada y guardada.",
  "occupied-add": "Fechas ocupadas agregadas y guardadas.",
  "occupied-remove": "Fechas ocupadas quitadas y guardadas.",
};

/** What the last season form saved, from the URL its redirect left (null: nothing just now). */
export function seasonSavedNotice(url: URL): string | null {
  const done = url.searchParams.get("temporadas");
  return SEASON_INTENTS.find((i) => i === done) ? SAVED[done as SeasonIntent] : null;
}
