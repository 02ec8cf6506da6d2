// /dashboard/propiedades: the three cards of SPEC.md §2 (relative links: agregar, ver, destacadas).
import { Link } from "react-router";
import List from "lucide-react/icons/list";
import Plus from "lucide-react/icons/plus";
import Star from "lucide-react/icons/star";
import Trash2 from "lucide-react/icons/trash-2";
import type { Route } from "./+types/properties-menu";
import { requireUser } from "../../auth/session.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export function meta() {
  return [{ title: "Propiedades · Panel" }];
}

const CARDS = [
  { to: "agregar", label: "Agregar propiedad", text: "Cargá una propiedad nueva con sus fotos.", icon: Plus },
  { to: "ver", label: "Ver propiedades", text: "Buscá, editá, destacá o eliminá propiedades.", icon: List },
  { to: "destacadas", label: "Propiedades destacadas", text: "Las que aparecen primero en la web.", icon: Star },
  { to: "papelera", label: "Papelera", text: "Las eliminadas en los últimos 30 días: restaurá o vaciá.", icon: Trash2 },
];

export default function PropertiesMenu() {
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Propiedades</h1>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        {CARDS.map(({ to, label, text, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              relative="path"
              className={
                "flex h-full flex-col gap-3 rounded-xl bg-white p-6 shadow-md ring-1 ring-slate-200 " +
                "hover:ring-2 hover:ring-accent"
              }
            >
              <Icon aria-hidden="true" className="size-8 text-accent" />
              <span className="text-lg font-semibold text-slate-900">{label}</span>
              <span className="text-slate-600">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="flex flex-wrap gap-4">
        Exportar todas las propiedades:
        <a href="/dashboard/exportar/csv" download className="font-medium text-accent underline">
          CSV (Excel)
        </a>
        <a href="/dashboard/exportar/json" download className="font-medium text-accent underline">
          JSON
        </a>
        <Link to="/dashboard/propiedades/importar" className="font-medium text-accent underline">
          Importar
        </Link>
      </p>
    </section>
  );
}
