// Marks a listing featured or not, in place (optimistic), through the list route's action; a plain POST
// without JavaScript. It names the version its row showed: if the listing changed since, the star goes back
// and the refusal says who changed it and when (docs/decisions/085).
import { useState } from "react";
import { useFetcher } from "react-router";
import Star from "lucide-react/icons/star";
import { RefusalToast } from "./refusal-toast.tsx";

interface Props {
  id: string;
  name: string;
  featured: boolean;
  version: number;
}

type Answer = { ok: boolean; message: string | null };

export function FeaturedToggle({ id, name, featured, version }: Props) {
  const fetcher = useFetcher<Answer>();
  const [closed, setClosed] = useState<Answer | null>(null);
  const pending = fetcher.formData?.get("featured");
  // While pending, the wanted state; once answered, the loader's (a refusal changed nothing, so the star reverts).
  const on = pending != null ? pending === "true" : featured;
  const refusal = fetcher.state === "idle" && fetcher.data && fetcher.data !== closed ? fetcher.data.message : null;
  // Busy until the list has the new version: a second click would name the old one and be refused. Not
  // `disabled`, which would drop the keyboard focus.
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" onSubmit={(e) => busy && e.preventDefault()}>
      <input type="hidden" name="intent" value="featured" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="featured" value={String(!on)} />
      <button
        type="submit"
        aria-pressed={on}
        aria-label={`Destacada: ${name}`}
        title={on ? "Quitar de destacadas" : "Marcar como destacada"}
        aria-disabled={busy || undefined}
        className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100"
      >
        <Star aria-hidden="true" className={`size-5 ${on ? "fill-amber-400 text-amber-500" : "text-slate-400"}`} />
      </button>
      {refusal ? <RefusalToast message={refusal} onClose={() => setClosed(fetcher.data ?? null)} /> : null}
    </fetcher.Form>
  );
}
