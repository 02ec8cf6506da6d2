// The few numbers a visitor looks for first: dormitorios, baños, superficie, ambientes.
import Bath from "lucide-react/icons/bath";
import BedDouble from "lucide-react/icons/bed-double";
import House from "lucide-react/icons/house";
import Ruler from "lucide-react/icons/ruler";
import { formatNumber } from "../../../properties/format.ts";
import type { Property } from "../../../properties/types.ts";
import { useLocale, useT } from "../../../i18n/use-t.ts";

export function KeyFacts({ c }: { c: Property["characteristics"] }) {
  const t = useT();
  const locale = useLocale();
  const facts = [
    { icon: BedDouble, label: t("Dormitorios"), value: c.dormitorios },
    { icon: Bath, label: t("Baños"), value: c.banos },
    { icon: Ruler, label: t("Superficie"), value: c.superficie, unit: " m²" },
    // The logo's house, already loaded by every page: an icon of its own cost the detail page's budget (decision 153).
    { icon: House, label: t("Ambientes"), value: c.ambientes },
  ].filter((f) => f.value);
  if (facts.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {facts.map(({ icon: Icon, label, value, unit }) => (
        <div key={label} className="rounded-lg bg-slate-50 p-3">
          <dt className="flex items-center gap-2 text-sm text-slate-700">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-accent" />
            {label}
          </dt>
          <dd className="pl-7 font-semibold">
            {formatNumber(value, locale)}
            {unit}
          </dd>
        </div>
      ))}
    </dl>
  );
}
