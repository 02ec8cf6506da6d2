// Spanish full-page messages inside the public layout: page not found, unexpected error; each with a way back.
import { Link } from "react-router";
import { buttonClass } from "./button.tsx";

function Message({ code, title, text }: { code: string; title: string; text: string }) {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-accent">{code}</p>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="text-lg text-slate-700">{text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass("primary")}>
          Volver al inicio
        </Link>
        <Link to="/tipo/Venta" className={buttonClass("secondary")}>
          Ver propiedades en venta
        </Link>
      </div>
    </main>
  );
}

export function NotFoundMessage() {
  return <Message code="404" title="Página no encontrada" text="La página que buscás no existe o fue movida." />;
}

export function ErrorMessage() {
  return (
    <Message
      code="Error"
      title="Ocurrió un error inesperado"
      text="No pudimos mostrar esta página. Intentá nuevamente en unos minutos."
    />
  );
}
