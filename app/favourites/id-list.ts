// The ids of a shared list in a URL (?ids=a1b2c3d4,e5f6a7b8): parse and serialise, the one place for both.
import { SHORT_ID } from "../properties/ids.ts";

export const IDS_PARAM = "ids";

/** Valid listing ids from the URL, without repeats, at most `max`; anything else is ignored. */
export function parseIdList(search: URLSearchParams, max: number): string[] {
  const ids = (search.get(IDS_PARAM) ?? "").split(",").filter((id) => SHORT_ID.test(id));
  return [...new Set(ids)].slice(0, max);
}

export function idListHref(path: string, ids: string[]): string {
  return ids.length ? `${path}?${IDS_PARAM}=${ids.join(",")}` : path;
}
