// The listing state as a badge: one colour per state, the same everywhere (public site and dashboard).
import { useT } from "../i18n/use-t.ts";

const COLOURS: Record<string, string> = {
  Venta: "bg-emerald-700",
  Alquiler: "bg-sky-700",
  "Alquiler Temporal": "bg-amber-700",
  Alquilado: "bg-violet-700",
  Vendido: "bg-rose-700",
};

export function stateColour(state: string): string {
  return COLOURS[state] ?? "bg-slate-700";
}

export function StateBadge({ state, className = "" }: { state: string; className?: string }) {
  return (
    <span
      data-state={state}
      className={
        `inline-block rounded-full px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase ` +
        `${stateColour(state)} ${className}`
      }
    >
      {useT()(state)}
    </span>
  );
}
