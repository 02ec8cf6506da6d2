// /sobreNosotros: the agency's purpose, its town, and the seven services of SPEC.md §2.
import Building2 from "lucide-react/icons/building-complex";
import Handshake from "lucide-react/icons/handshake";
import Home from "lucide-react/icons/house";
import KeyRound from "lucide-react/icons/key-round";
import Lightbulb from "lucide-react/icons/lightbulb";
import LandPlot from "lucide-react/icons/land-plot";
import TrendingUp from "lucide-react/icons/trending-up";
import type { Route } from "./+types/about";
import { pageMessages } from "../../i18n/page-messages.server.ts";
import { paragraphs } from "../../agency/profile.ts";
import { msg } from "../../i18n/msg.ts";
import { useLocale, useT } from "../../i18n/use-t.ts";
import { agencyPageData } from "./page-meta.ts";
import { indexedPageMeta } from "./page-meta.server.ts";

const SERVICES = [
  {
    icon: Handshake,
    title: msg("Asesoramiento personalizado"),
    text: msg("Te acompañamos en cada paso, desde la primera visita hasta la firma."),
  },
  {
    icon: TrendingUp,
    title: msg("Inversión en emprendimientos"),
    text: msg("Oportunidades en desarrollos de la zona, con información clara."),
  },
  {
    icon: Home,
    title: msg("Tu primera vivienda"),
    text: msg("Te ayudamos a encontrar tu primer hogar y a entender cada trámite."),
  },
  {
    icon: LandPlot,
    title: msg("Compra de terrenos"),
    text: msg("Lotes y terrenos con la documentación y los servicios verificados."),
  },
  {
    icon: KeyRound,
    title: msg("Venta y alquiler"),
    text: msg("Tasamos, publicamos y mostramos tu propiedad para venderla o alquilarla."),
  },
  {
    icon: Building2,
    title: msg("Desarrollos inmobiliarios"),
    text: msg("Proyectos propios y de terceros, desde el pozo hasta la entrega."),
  },
  {
    icon: Lightbulb,
    title: msg("Traenos tu idea"),
    text: msg("Contanos qué tenés en mente y lo hacemos realidad juntos."),
  },
] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const meta = await indexedPageMeta(request, ({ site, t }) => ({
    title: t("Sobre nosotros | {agency}", { agency: site.agencyName }),
    description: t(
      "Quiénes somos en {agency}: negocios inmobiliarios con asesoramiento personalizado, venta, alquiler, terrenos e inversión.",
      { agency: site.agencyName },
    ),
    path: "/sobreNosotros",
  }));
  return { meta, messages: pageMessages(request, "about") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function About({ matches }: Route.ComponentProps) {
  // The About-us text of 'Configuración' (the spec's text until the agency changes it).
  const { about } = agencyPageData(matches);
  const t = useT();
  const english = useLocale() === "en";
  return (
    <main className="mx-auto max-w-6xl px-4 pt-10 pb-16">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("Sobre nosotros")}</h1>
      {/* The agency writes this text in 'Configuración', in Spanish only (docs/decisions/170). */}
      {english ? (
        <p className="mt-6 max-w-3xl rounded-lg bg-slate-100 px-4 py-3 text-slate-700">
          {t("Este texto está disponible solo en español.")}
        </p>
      ) : null}
      <div lang={english ? "es-AR" : undefined} className="mt-6 max-w-3xl space-y-4 text-lg text-slate-700">
        {paragraphs(about).map((text) => (
          <p key={text} className="whitespace-pre-line">
            {text}
          </p>
        ))}
      </div>
      <h2 className="mt-12 mb-6 text-2xl font-bold text-slate-900">{t("Nuestros servicios")}</h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-xl bg-white p-5 shadow-md">
            <Icon aria-hidden="true" className="size-8 shrink-0 text-accent" />
            <div>
              <h3 className="text-lg font-semibold text-slate-900">{t(title)}</h3>
              <p className="mt-1 text-slate-700">{t(text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}
