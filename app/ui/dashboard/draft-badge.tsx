// The 'Borrador' mark of a listing staff have not published yet (decision 141).
export function DraftBadge() {
  return (
    <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      Borrador
    </span>
  );
}
