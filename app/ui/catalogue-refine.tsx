// Around the catalogue's results (decision 132): 'Más filtros' (a native <details>, so it opens without
// JavaScript), the result count with the sort choice (a GET form), and the links that drop one filter each.
// Everything shown is data from the loader (catalogue-refine.ts).
import type { Refine, RefineField } from "../properties/catalogue-refine.ts";
import { buttonClass } from "./button.tsx";
import { DropLinks } from "./drop-links.tsx";
import { Select } from "./select.tsx";
import { useT } from "../i18n/use-t.ts";

export function MoreFilters({ fields }: { fields: RefineField[] }) {
  const open = fields.some((f) => f.value);
  const t = useT();
  return (
    <details open={open} className="col-span-full rounded-lg border border-slate-200 px-3 py-2">
      <summary className="min-h-11 cursor-pointer content-center font-medium">{t("Más filtros")}</summary>
      <div className="grid gap-3 pt-2 pb-1 sm:grid-cols-3 lg:grid-cols-4">
        {fields.map((f) =>
          f.options ? (
            <Select
              key={f.name}
              id={`filtro-${f.name}`}
              name={f.name}
              label={f.label}
              defaultValue={f.value}
              options={f.options}
            />
          ) : f.date ? (
            <label key={f.name} className="flex flex-col gap-1 text-sm font-medium">
              {f.label}
              <input type="date" name={f.name} defaultValue={f.value} className="h-12 rounded-lg border px-3" />
            </label>
          ) : (
            <label key={f.name} className="flex min-h-11 items-center gap-3">
              <input type="checkbox" name={f.name} value="1" defaultChecked={!!f.value} className="size-5" />
              {f.label}
            </label>
          ),
        )}
      </div>
    </details>
  );
}

/** The count and the sort form; the form carries the current filters so sorting keeps them. */
export function ResultsBar({
  refine,
  action,
  keep,
  sort,
}: {
  refine: Refine;
  action: string;
  keep: Record<string, string>;
  sort: string;
}) {
  const t = useT();
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        {refine.count ? (
          <p aria-live="polite" className="text-lg font-semibold text-slate-900">
            {refine.count}
          </p>
        ) : null}
        {refine.note ? <p className="text-sm text-slate-600">{refine.note}</p> : null}
        {refine.map ? (
          <a href={refine.map.href} className="inline-flex min-h-11 items-center font-medium text-accent underline">
            {refine.map.label}
          </a>
        ) : null}
      </div>
      <form method="get" action={action} className="flex items-end gap-2">
        {Object.entries(keep).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        <Select id="ordenar" name="ordenar" label={t("Ordenar por")} defaultValue={sort} options={refine.sortOptions} />
        <button type="submit" className={buttonClass("secondary", "h-12")}>
          {t("Ordenar")}
        </button>
      </form>
    </div>
  );
}

export function DropFilters({ links }: { links: Refine["drop"] }) {
  return <DropLinks links={links} className="-mt-6 flex flex-wrap justify-center gap-2 pb-8" />;
}
