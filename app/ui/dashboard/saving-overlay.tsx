// The full-screen 'Guardando Propiedad' spinner shown while a save is on its way (SPEC.md §4).
import { Spinner } from "../spinner.tsx";

export function SavingOverlay() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white/90">
      <Spinner label="Guardando Propiedad" className="text-xl font-semibold" />
    </div>
  );
}
