// The 'Bajó de precio' badge of cards and the detail page (decision 134).
import { DROP_LABEL } from "../properties/price-history.ts";
import { useT } from "../i18n/use-t.ts";

export function PriceDrop({ percent }: { percent: number }) {
  return (
    <p className="-mt-1 w-fit rounded-full bg-emerald-100 px-3 py-0.5 text-sm font-semibold text-emerald-900">
      {useT()(DROP_LABEL, { percent })}
    </p>
  );
}
