// 'Avisarme de nuevas propiedades' under the results (issue 36): a plain POST form that saves the search shown,
// with an address and a frequency. No script of its own: it works before and without hydration.
import ChevronDown from "lucide-react/icons/chevron-down";
import { FREQUENCIES, FREQUENCY_LABELS } from "../alerts/frequency.ts";
import type { CatalogueFilters } from "../properties/catalogue-params.ts";
import { localizedPath } from "../i18n/locale.ts";
import { useLocale, useT } from "../i18n/use-t.ts";
import { buttonClass } from "./button.tsx";
import { Select } from "./select.tsx";

/** The privacy page (another route's): Spanish and English paths differ. */
export const PRIVACY_PATHS = { es: "/privacidad", en: "/en/privacy" } as const;

interface Props {
  filters: CatalogueFilters;
  /** Open from the start (the /avisos page after a refusal), with the address typed. */
  open?: boolean;
  email?: string;
  frequency?: string;
}

export function AlertSignup({ filters, open = false, email = "", frequency = "daily" }: Props) {
  const t = useT();
  const locale = useLocale();
  const used = Object.entries(filters).filter(([, value]) => value);
  return (
    <details
      open={open}
      className="group mx-auto mt-10 max-w-xl rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      {/* `flex` drops the browser's triangle: the chevron says it opens, turned up when open (CSS only). */}
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-md text-lg font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
        {t("Avisarme de nuevas propiedades")}
        <ChevronDown
          aria-hidden="true"
          className="size-6 shrink-0 text-slate-500 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <form method="post" action={localizedPath("/avisos", locale)} className="mt-3 flex flex-col gap-4">
        <p className="text-slate-700">
          {t(
            "Te escribimos cuando aparezca una propiedad con esta búsqueda o baje de precio. Sin cuenta ni contraseña.",
          )}
        </p>
        {used.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div>
          <label htmlFor="aviso-email" className="mb-1 block text-sm font-medium text-slate-700">
            {t("Correo electrónico")}
          </label>
          <input
            id="aviso-email"
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            defaultValue={email}
            className="min-h-11 w-full rounded-md border border-slate-300 px-3 text-base"
          />
        </div>
        <Select
          id="aviso-frecuencia"
          name="frecuencia"
          label={t("Frecuencia")}
          defaultValue={frequency}
          options={FREQUENCIES.map((f) => ({ value: f, label: t(FREQUENCY_LABELS[f]) }))}
        />
        <p className="text-sm text-slate-600">
          {t("Usamos tu correo solo para enviarte estos avisos; podés darte de baja desde cualquiera de ellos.")}{" "}
          <a href={PRIVACY_PATHS[locale]} className="text-accent underline underline-offset-2">
            {t("Política de privacidad")}
          </a>
        </p>
        <button type="submit" className={buttonClass("primary", "min-h-11 self-start")}>
          {t("Avisarme")}
        </button>
      </form>
    </details>
  );
}
