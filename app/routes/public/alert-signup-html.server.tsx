// 'Avisarme de nuevas propiedades' as HTML made by the results' loaders (home, /tipo, /mapa): a plain POST form, so
// none of its code joins those pages' first-load JavaScript (the budget: decision 150), as /mapa's filters (212).
import { renderToStaticMarkup } from "react-dom/server";
import { keptByKey } from "../../cache/kept-by-key.server.ts";
import { allMessages } from "../../i18n/catalog.server.ts";
import { LocaleProvider } from "../../i18n/i18n-provider.tsx";
import type { Locale } from "../../i18n/locale.ts";
import type { CatalogueFilters } from "../../properties/catalogue-params.ts";
import { AlertSignup } from "../../ui/alert-signup.tsx";

/** The same search in the same language is the same form: made once. */
const kept = keptByKey<string>(500);

/** `typed`: the form again after a refusal, open, with the address and frequency sent (not kept). */
export function alertSignupHtml(
  filters: CatalogueFilters,
  locale: Locale,
  typed?: { email: string; frequency: string },
): string {
  const render = () =>
    renderToStaticMarkup(
      <LocaleProvider locale={locale} messages={allMessages(locale)}>
        <AlertSignup filters={filters} open={Boolean(typed)} {...typed} />
      </LocaleProvider>,
    );
  return typed ? render() : kept(`${locale} ${JSON.stringify(filters)}`, render);
}
