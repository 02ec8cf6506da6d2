// The pages the layout check and the screenshots cover (issue 31): the main dashboard screens, then every public
// page in Spanish and English. Dashboard screens come first so the visits the public pages record never show in
// the dashboard's counters. Catalogue pages carry a fixed order seed (?orden=1): the featured order is random
// per visit otherwise (docs/decisions/002).
export interface CheckedPage {
  /** File-name safe: names the test and the screenshot. */
  name: string;
  path: string;
  staff?: boolean;
}

/** A demo temporary rental (app/demo): seasons, calendar and enquiry form on its page, seasons in its form. */
export const DEMO_TEMPORARY = "a3c5581c";

export const DASHBOARD_PAGES: CheckedPage[] = [
  { name: "panel", path: "/dashboard" },
  { name: "panel-tabla", path: "/dashboard/propiedades/ver?vista=tabla" },
  { name: "panel-tarjetas", path: "/dashboard/propiedades/ver?vista=tarjetas" },
  { name: "panel-agregar", path: "/dashboard/propiedades/agregar" },
  { name: "panel-editar", path: `/dashboard/propiedades/editar/${DEMO_TEMPORARY}` },
  { name: "panel-configuracion", path: "/dashboard/configuracion" },
  { name: "panel-importar", path: "/dashboard/propiedades/importar" },
].map((p) => ({ ...p, staff: true }));

const publicPages = (lang: "es" | "en"): CheckedPage[] => {
  const prefix = lang === "en" ? "/en" : "";
  const pages = [
    { name: "inicio", path: `${prefix}/?orden=1` },
    { name: "venta", path: `${prefix}/tipo/Venta?orden=1` },
    { name: "alquiler", path: `${prefix}/tipo/Alquiler?orden=1` },
    { name: "alquiler-temporal", path: `${prefix}/tipo/Alquiler%20Temporal?orden=1` },
    { name: "propiedad", path: `${prefix}/propiedad/${DEMO_TEMPORARY}` },
    { name: "sobre-nosotros", path: `${prefix}/sobreNosotros` },
    { name: "mapa", path: `${prefix}/mapa?orden=1` },
    { name: "favoritos", path: `${prefix}/favoritos` },
    { name: "comparar", path: `${prefix}/comparar` },
  ];
  return pages.map((p) => ({ ...p, name: `${lang}-${p.name}` }));
};

export const PUBLIC_PAGES: CheckedPage[] = [
  ...publicPages("es"),
  { name: "es-login", path: "/login" },
  ...publicPages("en"),
];

/** Phone and desktop widths; the heights are a common window of each. */
export const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];
