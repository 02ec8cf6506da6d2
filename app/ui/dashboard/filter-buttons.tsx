// The end of a dashboard filter form ('Actividad', 'Consultas'): apply the filters, or clear them by going back to
// the bare page. `clearClass` keeps each screen's spacing of the link.
import { Link } from "react-router";

export function FilterButtons({ clearTo, clearClass }: { clearTo: string; clearClass: string }) {
  return (
    <>
      <button type="submit" className="min-h-11 rounded-md bg-accent px-4 font-medium text-white">
        Filtrar
      </button>
      <Link to={clearTo} className={clearClass}>
        Limpiar
      </Link>
    </>
  );
}
