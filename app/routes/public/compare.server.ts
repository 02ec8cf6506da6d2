// Loader of /comparar: up to three listings by id (?ids=…), their photo and the rows of the comparison.
import { runtime } from "../../runtime/process/runtime.server.ts";
import { getProperty } from "../../properties/queries.server.ts";
import { compareRows } from "../../properties/compare.ts";
import { parseIdList } from "../../favourites/id-list.ts";
import { COMPARE_MAX } from "../../favourites/compare-pick.ts";
import { serverT } from "../../i18n/catalog.server.ts";
import { localeFromPath } from "../../i18n/locale.ts";

export async function loadComparison(request: Request) {
  const url = new URL(request.url);
  const ids = parseIdList(url.searchParams, COMPARE_MAX);
  const locale = localeFromPath(url.pathname);
  const { db } = await runtime();
  const found = (await Promise.all(ids.map((id) => getProperty(db.kysely, id, "public")))).filter((p) => p !== null);
  return {
    ids,
    // Only what the columns show reaches the page: no description, no map value.
    listings: found.map((p) => ({ id: p.id, name: p.name, state: p.state, cover: p.photos[0] ?? null })),
    rows: compareRows(found, { t: serverT(locale), locale }),
    missing: ids.length - found.length,
  };
}
