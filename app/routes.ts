// Every URL of the product (SPEC.md §2) in one readable map.
import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("tipo/:type", "routes/public/listing-by-state.tsx"),
    route("propiedad/:id", "routes/public/property.tsx"),
    route("sobreNosotros", "routes/public/about.tsx"),
    route("favoritos", "routes/public/favourites.tsx"),
    route("comparar", "routes/public/compare.tsx"),
    route("mapa", "routes/public/map.tsx"),
    route("privacidad", "routes/public/privacy.tsx"),
    // Any unknown URL: a Spanish 404 inside the public layout (header, contact block).
    route("*", "routes/public/not-found.tsx"),
  ]),
  // The same public pages in English for tourists (issue #18, docs/decisions/170): own route ids, same modules.
  ...prefix("en", [
    layout("routes/public/layout.tsx", { id: "en-layout" }, [
      index("routes/public/home.tsx", { id: "en-home" }),
      route("tipo/:type", "routes/public/listing-by-state.tsx", { id: "en-listing-by-state" }),
      route("propiedad/:id", "routes/public/property.tsx", { id: "en-property" }),
      route("sobreNosotros", "routes/public/about.tsx", { id: "en-about" }),
      route("favoritos", "routes/public/favourites.tsx", { id: "en-favourites" }),
      route("comparar", "routes/public/compare.tsx", { id: "en-compare" }),
      route("mapa", "routes/public/map.tsx", { id: "en-map" }),
      route("privacy", "routes/public/privacy.tsx", { id: "en-privacy" }),
      route("privacidad", "routes/public/privacy.tsx", { id: "en-privacidad" }),
      route("*", "routes/public/not-found.tsx", { id: "en-not-found" }),
    ]),
  ]),
  // Saved searches (issue 36): the form's answer and the e-mails' signed links, in both languages. Outside the public
  // layout: a page under it would change how the public pages' code is split (scripts/build/chunk-groups.ts).
  ...(["es", "en"] as const).flatMap((lang) => {
    const at = (path: string) => (lang === "en" ? `en/${path}` : path);
    const id = (name: string) => ({ id: `${lang}-alert-${name}` });
    return [
      route(at("avisos"), "routes/public/alert-signup.tsx", id("signup")),
      route(at("avisos/confirmar"), "routes/public/alert-confirm.tsx", id("confirm")),
      route(at("avisos/gestionar"), "routes/public/alert-manage.tsx", id("manage")),
      route(at("avisos/baja"), "routes/public/alert-unsubscribe.tsx", id("unsubscribe")),
    ];
  }),
  route("login", "routes/public/login.tsx"),
  route("olvide-mi-contrasena", "routes/public/forgot-password.tsx"),
  route("restablecer-contrasena", "routes/public/reset-password.tsx"),
  ...prefix("dashboard", [
    layout("routes/dashboard/layout.tsx", [
      index("routes/dashboard/index.tsx"),
      route("propiedades", "routes/dashboard/properties-menu.tsx"),
      route("propiedades/agregar", "routes/dashboard/property-new.tsx"),
      route("propiedades/ver", "routes/dashboard/property-table.tsx"),
      route("propiedades/destacadas", "routes/dashboard/featured.tsx"),
      route("propiedades/papelera", "routes/dashboard/trash.tsx"),
      route("propiedades/importar", "routes/dashboard/import.tsx"),
      route("propiedades/editar/:id", "routes/dashboard/property-edit.tsx"),
      route("usuarios", "routes/dashboard/users.tsx"),
      route("cotizacion", "routes/dashboard/currency-rate.tsx"),
      route("configuracion", "routes/dashboard/settings.tsx"),
      route("actividad", "routes/dashboard/activity.tsx"),
      route("portales", "routes/dashboard/portals.tsx"),
      route("consultas", "routes/dashboard/leads.tsx"),
      route("consultas/:id", "routes/dashboard/lead.tsx"),
      route("perfil", "routes/dashboard/profile.tsx"),
    ]),
  ]),
  route("dashboard/fotos/:uploadId?", "routes/resources/photo-upload.ts"),
  route("dashboard/propiedades/:id/eliminar", "routes/resources/property-delete.ts"),
  route("dashboard/propiedades/:id/restaurar", "routes/resources/property-restore.ts"),
  route("dashboard/propiedades/:id/duplicar", "routes/resources/property-duplicate.ts"),
  route("dashboard/propiedades/:id/agente", "routes/resources/property-agent.ts"),
  route("dashboard/propiedades/coincidencias", "routes/resources/saved-search-count.ts"),
  route("dashboard/exportar/:formato", "routes/resources/export.ts"),
  route("dashboard/importaciones/:id", "routes/resources/import-status.ts"),
  route("dashboard/consultas/exportar", "routes/resources/leads-export.ts"),
  route("salir", "routes/resources/logout.ts"),
  route("healthz", "routes/resources/healthz.ts"),
  route("readyz", "routes/resources/readyz.ts"),
  route("media/:id/:file", "routes/resources/media.ts"),
  route("marca/:file", "routes/resources/agency-image.ts"),
  route("api/leads", "routes/resources/leads.ts"),
  route("api/consultas", "routes/resources/consultas.ts"),
  route("api/events", "routes/resources/events.ts"),
  route("propiedad/:id/ficha.pdf", "routes/resources/ficha.ts"),
  // The English ficha (docs/decisions/210): same module, the path says the language.
  route("en/propiedad/:id/ficha.pdf", "routes/resources/ficha.ts", { id: "en-ficha" }),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  // Portal feeds (issue 37): served from files the background build keeps (app/feeds).
  route("feeds/:file", "routes/resources/feed.ts"),
] satisfies RouteConfig;
