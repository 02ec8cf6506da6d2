// Loader of /favoritos: the cards of the asked ids (a shared link, or the device's own list fetched by the page),
// and which of them are no longer published.
import { runtime } from "../../runtime/process/runtime.server.ts";
import { listSummariesByIds } from "../../properties/queries.server.ts";
import { equivalentText } from "../../properties/currency-rate.ts";
import { rateNow } from "../../properties/currency-rate.server.ts";
import { parseIdList } from "../../favourites/id-list.ts";
import { FAVOURITES_MAX } from "../../favourites/keys.ts";
import { localeFromPath } from "../../i18n/locale.ts";

export async function loadFavourites(request: Request) {
  const ids = parseIdList(new URL(request.url).searchParams, FAVOURITES_MAX);
  const { db, settings } = await runtime();
  const [found, rate] = await Promise.all([listSummariesByIds(db.kysely, ids), rateNow(db.kysely)]);
  // The same cards as the catalogue's: with a rate, each price shows its equivalent (decision 133).
  const locale = localeFromPath(new URL(request.url).pathname);
  for (const p of found) p.equivalent = equivalentText(p.currency, p.price, rate, locale) ?? undefined;
  const shown = new Set(found.map((p) => p.id));
  return { ids, found, missing: ids.filter((id) => !shown.has(id)), publicUrl: settings.PUBLIC_URL };
}
