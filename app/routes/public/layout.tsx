// Public layout: header, page, footer. (The full header, contact block and WhatsApp link arrive with the catalogue.)
import { Link, Outlet } from "react-router";

export default function PublicLayout() {
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <nav className="mx-auto flex max-w-6xl gap-4 p-4" aria-label="Principal">
          <Link to="/">Home</Link>
          <Link to="/tipo/Venta">Ventas</Link>
          <Link to="/tipo/Alquiler">Alquileres</Link>
          <Link to="/tipo/Alquiler%20Temporal">Temporales</Link>
          <Link to="/sobreNosotros">Nosotros</Link>
        </nav>
      </header>
      <Outlet />
      <footer className="border-t border-slate-200 p-6 text-center text-sm text-slate-600">Vitrina</footer>
    </>
  );
}
