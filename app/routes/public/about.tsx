// /sobreNosotros: the agency's purpose, its town, and the seven services of SPEC.md §2.
import Building2 from "lucide-react/icons/building-complex";
import Handshake from "lucide-react/icons/handshake";
import Home from "lucide-react/icons/house";
import KeyRound from "lucide-react/icons/key-round";
import Lightbulb from "lucide-react/icons/lightbulb";
import LandPlot from "lucide-react/icons/land-plot";
import TrendingUp from "lucide-react/icons/trending-up";
import type { Route } from "./+types/about";
import { paragraphs } from "../../agency/profile.ts";
import { agencyPageData, pageMeta, siteInfo } from "./page-meta.ts";

const SERVICES = [
  {
    icon: Handshake,
    title: "Asesoramiento personalizado",
    text: "Te acompañamos en cada paso, desde la primera visita hasta la firma.",
  },
  {
    icon: TrendingUp,
    title: "Inversión en emprendimientos",
    text: "Oportunidades en desarrollos de la zona, con información clara.",
  },
  {
    icon: Home,
    title: "Tu primera vivienda",
    text: "Te ayudamos a encontrar tu primer hogar y a entender cada trámite.",
  },
  {
    icon: LandPlot,
    title: "Compra de terrenos",
    text: "Lotes y terrenos con la documentación y los servicios verificados.",
  },
  {
    icon: KeyRound,
    title: "Venta y alquiler",
    text: "Tasamos, publicamos y mostramos tu propiedad para venderla o alquilarla.",
  },
  {
    icon: Building2,
    title: "Desarrollos inmobiliarios",
    text: "Proyectos propios y de terceros, desde el pozo hasta la entrega.",
  },
  { icon: Lightbulb, title: "Traenos tu idea", text: "Contanos qué tenés en mente y lo hacemos realidad juntos." },
] as const;

export function meta({ matches }: Route.MetaArgs) {
  const site = siteInfo(matches);
  return pageMeta(site, {
    title: `Sobre nosotros | ${site.agencyName}`,
    description:
      `Quiénes somos en ${site.agencyName}: negocios inmobiliarios con asesoramiento personalizado, ` +
      `venta, alquiler, terrenos e inversión.`,
    path: "/sobreNosotros",
  });
}

export default function About({ matches }: Route.ComponentProps) {
  // The About-us text of 'Configuración' (the spec's text until the agency changes it).
  const { about } = agencyPageData(matches);
  return (
    <main className="mx-auto max-w-6xl px-4 pt-10 pb-16">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Sobre nosotros</h1>
      <div className="mt-6 max-w-3xl space-y-4 text-lg text-slate-700">
        {paragraphs(about).map((text) => (
          <p key={text} className="whitespace-pre-line">
            {text}
          </p>
        ))}
      </div>
      <h2 className="mt-12 mb-6 text-2xl font-bold text-slate-900">Nuestros servicios</h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-xl bg-white p-5 shadow-md">
            <Icon aria-hidden="true" className="size-8 shrink-0 text-accent" />
            <div>
              <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-slate-700">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}
