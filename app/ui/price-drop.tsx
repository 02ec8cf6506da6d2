// The 'Bajó de precio' badge of cards and the detail page (decision 134).
import { dropLabel } from "../properties/price-history.ts";

export function PriceDrop({ percent }: { percent: number }) {
  return (
    <p className="-mt-1 w-fit rounded-full bg-emerald-100 px-3 py-0.5 text-sm font-semibold text-emerald-900">
      {dropLabel(percent)}
    </p>
  );
}
