// A green confirmation line after an action succeeded.
export function Notice({ children }: { children?: React.ReactNode }) {
  if (!children) return null;
  return (
    <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
      {children}
    </p>
  );
}
