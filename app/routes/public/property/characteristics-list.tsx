// Características tab: labelled values grouped, then the checklists; only what is set (characteristicGroups,
// run by the loader).
import type { CharacteristicGroup } from "../../../properties/characteristics.ts";
import { useT } from "../../../i18n/use-t.ts";

export function CharacteristicsList({
  groups,
  lists,
}: {
  groups: CharacteristicGroup[];
  lists: CharacteristicGroup[];
}) {
  const t = useT();
  if (groups.length === 0 && lists.length === 0) return <p>{t("Sin características cargadas.")}</p>;
  return (
    <div className="flex flex-col gap-6">
      {groups.map((g) => (
        <section key={g.title} aria-label={g.title}>
          <h3 className="mb-1 font-semibold text-slate-900">{g.title}</h3>
          <dl className="grid gap-x-8 sm:grid-cols-2">
            {g.rows.map((r) => (
              <div key={r.key} className="flex justify-between gap-4 border-b border-slate-100 py-2">
                <dt className="text-slate-700">{r.label}</dt>
                <dd className="font-semibold">{r.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {lists.map((l) => (
        <section key={l.title} aria-label={l.title}>
          <h3 className="mb-2 font-semibold text-slate-900">{l.title}</h3>
          <ul className="flex flex-wrap gap-2">
            {l.rows.map((r) => (
              <li key={r.value} className="rounded-full bg-slate-100 px-3 py-1 text-sm">
                {r.value}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
