// Características tab: labelled values, only those that are set.
import { characteristicRows } from "../../../properties/characteristics.ts";
import type { Property } from "../../../properties/types.ts";

export function CharacteristicsList({ c }: { c: Property["characteristics"] }) {
  const rows = characteristicRows(c);
  if (rows.length === 0) return <p>Sin características cargadas.</p>;
  return (
    <dl className="grid gap-x-8 sm:grid-cols-2">
      {rows.map((r) => (
        <div key={r.key} className="flex justify-between gap-4 border-b border-slate-100 py-2">
          <dt className="text-slate-700">{r.label}</dt>
          <dd className="font-semibold">{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
