// 'Esta propiedad coincide con N búsquedas guardadas' on the edit screen (issue 36): who hears of it when published.
export function savedSearchMatchesText(count: number): string {
  return count === 1
    ? "Esta propiedad coincide con 1 búsqueda guardada"
    : `Esta propiedad coincide con ${count} búsquedas guardadas`;
}

export function SavedSearchMatches({ count }: { count: number }) {
  return (
    <p className="rounded-md bg-sky-50 px-4 py-2 text-sm text-sky-900 ring-1 ring-sky-200" data-saved-searches={count}>
      {savedSearchMatchesText(count)}
    </p>
  );
}
