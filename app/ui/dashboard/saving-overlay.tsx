// The full-screen 'Guardando Propiedad' spinner shown while a save is on its way (SPEC.md §4).
import { LoaderCircle } from "lucide-react";

export function SavingOverlay() {
  return (
    <div role="status" aria-live="assertive" className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white/90">
      <LoaderCircle aria-hidden="true" className="size-12 animate-spin text-accent motion-reduce:animate-none" />
      <p className="text-xl font-semibold text-slate-900">Guardando Propiedad</p>
    </div>
  );
}
