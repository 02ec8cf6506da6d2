// A confirmed saved search as a row, for tests that need searches without the e-mail round trip (issue 36): its
// locality, type and state copied from the filters as the app stores them.
import type { Insertable } from "kysely";
import type { SavedSearchesTable } from "../../app/db/schema.ts";

export function confirmedSearchRow(id: string, filters: Record<string, string>, at = new Date()) {
  const when = at.toISOString();
  return {
    id,
    email: `${id}@example.com`,
    filters: new URLSearchParams(filters).toString(),
    locality: filters.localidad ?? "",
    type: filters.tipo ?? "",
    state: filters.estado ?? "",
    frequency: "weekly",
    locale: "es",
    created_at: when,
    confirmed_at: when,
    checked_at: when,
    sent_at: null,
  } satisfies Insertable<SavedSearchesTable>;
}
