// The home filter bar's select options in the page's language, built by the loader: the browser renders them as
// they come (no labels, price parsing or type names in its code; docs/decisions/173).
import type { FilterOptions } from "../../properties/catalogue.server.ts";
import { customBand, priceBands } from "../../properties/price-bands.ts";
import type { PriceRange } from "../../properties/price-range.ts";
import { typeLabel } from "../../properties/type-labels.ts";
import { msg } from "../../i18n/msg.ts";
import type { Wording } from "../../i18n/wording.ts";
import type { SelectGroup, SelectOption } from "../../ui/select.tsx";

export interface HomeFilterOptions {
  localidad: SelectOption[];
  tipo: SelectOption[];
  estado: SelectOption[];
  precio: Array<SelectOption | SelectGroup>;
  moneda: SelectOption[];
}

const CURRENCIES = [
  { value: "$", label: msg("Pesos ($)") },
  { value: "USD", label: msg("Dólares (USD)") },
] as const;

/** `price` is the search's own range: shown as an option too when no band is it, so the select tells the truth. */
export function homeFilterOptions(
  o: FilterOptions,
  { t, locale }: Wording,
  price: PriceRange | null,
): HomeFilterOptions {
  const bands = priceBands(o.priceSpreads, locale);
  const custom = customBand(price, bands, locale);
  const currencies = CURRENCIES.map((c) => ({ value: c.value, label: t(c.label) }));
  return {
    localidad: [{ value: "", label: t("Todas las localidades") }, ...o.localities.map((l) => ({ value: l, label: l }))],
    tipo: [
      { value: "", label: t("Todas las Propiedades") },
      ...o.types.map((type) => ({ value: type, label: t(typeLabel(type)) })),
    ],
    estado: [{ value: "", label: t("Todos los estados") }, ...o.states.map((s) => ({ value: s, label: t(s) }))],
    precio: [
      { value: "", label: t("Rango de Precio") },
      ...currencies.flatMap((c) => {
        const options = bands.filter((b) => b.currency === c.value).map(({ value, label }) => ({ value, label }));
        return options.length ? [{ label: c.label, options }] : [];
      }),
      ...(custom ? [custom] : []),
    ],
    moneda: [{ value: "", label: t("Moneda: todas") }, ...currencies],
  };
}
