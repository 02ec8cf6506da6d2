// Spanish full-page messages: page not found, bad request, unexpected error; each with a way back and, for an
// error, the request's reference code. Used by every route's error boundary (route-error.tsx) and by the static
// page for errors React Router never sees.
import { LocalizedLink } from "../i18n/localized-link.tsx";
import { msg } from "../i18n/msg.ts";
import { useT } from "../i18n/use-t.ts";
import { buttonClass } from "./button.tsx";
import { ReferenceCode } from "./error-reference.tsx";

export interface MessageText {
  code: string;
  title: string;
  text: string;
}

const message = (code: string, title: string, text: string): MessageText => ({ code, title, text });
const NOT_FOUND = message("404", msg("Página no encontrada"), msg("La página que buscás no existe o fue movida."));
const UNEXPECTED = message(
  "Error",
  msg("Ocurrió un error inesperado"),
  msg("No pudimos mostrar esta página. Intentá nuevamente en unos minutos."),
);
const NOT_ALLOWED = message(
  "405",
  msg("Solicitud no permitida"),
  msg("Esta dirección no acepta ese tipo de solicitud."),
);
const BAD_REQUEST = message(
  "400",
  msg("Solicitud inválida"),
  msg("No pudimos entender la dirección pedida. Revisá el enlace o volvé al inicio."),
);

/** What a page answering with this HTTP status says: 404, 405, any other 4xx, or an error of ours (5xx). */
export function statusText(status: number): MessageText {
  if (status === 404) return NOT_FOUND;
  if (status === 405) return NOT_ALLOWED;
  if (status >= 400 && status < 500) return { ...BAD_REQUEST, code: String(status) };
  return UNEXPECTED;
}

/** The ways back a message offers: the public site's by default, the panel's inside the dashboard. */
export type WayBack = Array<{ to: string; label: string }>;

export const PUBLIC_WAY_BACK: WayBack = [
  { to: "/", label: msg("Volver al inicio") },
  { to: "/tipo/Venta", label: msg("Ver propiedades en venta") },
];

export function Message({
  code,
  title,
  text,
  wayBack = PUBLIC_WAY_BACK,
  reference,
}: MessageText & { wayBack?: WayBack; reference?: string | null }) {
  // Texts and links in the page's language (Spanish outside the public layout: no catalogue there).
  const t = useT();
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-accent">{t(code)}</p>
      <h1 className="text-3xl font-bold text-slate-900">{t(title)}</h1>
      <p className="text-lg text-slate-700">{t(text)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {wayBack.map((link, i) => (
          <LocalizedLink key={link.to} to={link.to} className={buttonClass(i === 0 ? "primary" : "secondary")}>
            {t(link.label)}
          </LocalizedLink>
        ))}
      </div>
      {reference ? <ReferenceCode id={reference} /> : null}
    </main>
  );
}

export function StatusMessage({ status, reference }: { status: number; reference?: string | null }) {
  return <Message {...statusText(status)} reference={status === 404 ? null : reference} />;
}
