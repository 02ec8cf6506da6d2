// Marks a listing featured or not, in place (optimistic), through the list route's action; a plain POST
// without JavaScript.
import { useFetcher } from "react-router";
import Star from "lucide-react/icons/star";

export function FeaturedToggle({ id, name, featured }: { id: string; name: string; featured: boolean }) {
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get("featured");
  const on = pending != null ? pending === "true" : featured;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="featured" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="featured" value={String(!on)} />
      <button
        type="submit"
        aria-pressed={on}
        aria-label={`Destacada: ${name}`}
        title={on ? "Quitar de destacadas" : "Marcar como destacada"}
        className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100"
      >
        <Star aria-hidden="true" className={`size-5 ${on ? "fill-amber-400 text-amber-500" : "text-slate-400"}`} />
      </button>
    </fetcher.Form>
  );
}
