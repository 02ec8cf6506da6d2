// The days any form or link of the site may name (issue 32, item 9): a year before 2000 or after 2099 is a typo or a
// probe ('0000-01-01', '?mes=9999-12'), never a date the agency means; Date would accept it and the pages would then
// show 'Oficial del 01/01/0000' or 'enero de 1970'.

export const FIRST_DAY = "2000-01-01";
export const LAST_DAY = "2099-12-31";
export const DAY_BOUNDS_TEXT = "entre el 01/01/2000 y el 31/12/2099";

/** Whether an ISO day (YYYY-MM-DD) or month (YYYY-MM) lies within the site's days. */
export const withinSiteDays = (iso: string) =>
  iso >= FIRST_DAY.slice(0, iso.length) && iso <= LAST_DAY.slice(0, iso.length);
