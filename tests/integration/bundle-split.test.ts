// Route-level code splitting holds both ways (GUIDE.md): no dashboard code in what public pages load, and no
// public-only code (layout, contact block, WhatsApp link) in what staff pages load. Which route is public comes
// from the build's route tree, not from file names. Reads the production build, so it runs once, in SQLite.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testEngine } from "../support/test-db.ts";

const root = path.resolve(import.meta.dirname, "../..");
/** The public layout, registered once per language (docs/decisions/170). */
const PUBLIC_LAYOUTS = ["routes/public/layout", "en-layout"];
/** Strings only dashboard code carries: its Spanish texts, dnd-kit and react-dropzone internals. */
const DASHBOARD_MARKERS = [
  "Guardando Propiedad",
  "Borrando propiedad...",
  "Número de Registros",
  "DndDescribedBy",
  "file-invalid-type",
  "/dashboard/fotos",
];
/**
 * Strings only public pages carry: the skip link, the cards, the listing's loading screen. (The contact block and
 * the floating WhatsApp link are HTML from the layout's loader now, no code: docs/decisions/173.)
 */
const PUBLIC_MARKERS = ["Saltar al contenido", "Ver detalles", "Guardar en favoritos: {name}", "Cargando Propiedad"];

/** Strings only Leaflet and leaflet.markercluster carry. */
const LEAFLET_MARKERS = ["leaflet-container", "_unspiderfy"];

type Manifest = { module: string; imports?: string[] };

async function readBuild() {
  const build = await import(path.join(root, "build/server/index.js"));
  const manifest = build.assets.routes as Record<string, Manifest>;
  const parents = build.routes as Record<string, { parentId?: string }>;
  const isPublic = (id: string): boolean =>
    PUBLIC_LAYOUTS.includes(id) || (!!parents[id]?.parentId && isPublic(parents[id].parentId!));
  /** Every file a route's first load fetches: entry, root, its parents and itself, with their imports. */
  const firstLoad = (id: string) => {
    const files = new Set<string>([build.assets.entry.module, ...build.assets.entry.imports]);
    for (let r: string | undefined = id; r; r = parents[r]?.parentId) {
      for (const f of [manifest[r].module, ...(manifest[r].imports ?? [])]) files.add(f);
    }
    return files;
  };
  const code = (f: string) => fs.readFileSync(path.join(root, "build/client", f), "utf8");
  const routeIds = Object.keys(manifest).filter((id) => id !== "root");
  return { isPublic, firstLoad, code, routeIds };
}

describe.runIf(testEngine() === "sqlite")("browser chunks", () => {
  it("of public pages carry no dashboard code", async () => {
    const { isPublic, firstLoad, code, routeIds } = await readBuild();
    const publicIds = routeIds.filter(isPublic);
    expect(publicIds.length).toBeGreaterThan(3);
    for (const id of publicIds) {
      for (const f of firstLoad(id)) {
        for (const marker of DASHBOARD_MARKERS)
          expect(code(f).includes(marker), `${id}: ${f} has "${marker}"`).toBe(false);
      }
    }
  });

  it("of staff pages carry no public-only code", async () => {
    const { isPublic, firstLoad, code, routeIds } = await readBuild();
    const staffIds = routeIds.filter((id) => !isPublic(id));
    expect(staffIds).toContain("routes/dashboard/property-new");
    expect(staffIds).toContain("routes/public/login");
    for (const id of staffIds) {
      for (const f of firstLoad(id)) {
        for (const marker of PUBLIC_MARKERS)
          expect(code(f).includes(marker), `${id}: ${f} has "${marker}"`).toBe(false);
      }
    }
  });

  it("no first load carries Leaflet: the map of /mapa imports it on demand (decision 163)", async () => {
    const { firstLoad, code, routeIds } = await readBuild();
    for (const id of routeIds) {
      for (const f of firstLoad(id)) {
        for (const marker of LEAFLET_MARKERS)
          expect(code(f).includes(marker), `${id}: ${f} has "${marker}"`).toBe(false);
      }
    }
    const assets = fs.readdirSync(path.join(root, "build/client/assets")).filter((f) => f.endsWith(".js"));
    const all = assets.map((f) => code(`assets/${f}`)).join("");
    for (const marker of LEAFLET_MARKERS) expect(all).toContain(marker);
  });

  it("markers are real: each side's own chunks contain them", async () => {
    const { firstLoad, code } = await readBuild();
    const dashboard = [...firstLoad("routes/dashboard/property-new")].map(code).join("");
    for (const marker of ["Guardando Propiedad", "DndDescribedBy", "file-invalid-type"])
      expect(dashboard).toContain(marker);
    const home = [...firstLoad("routes/public/home")].map(code).join("");
    for (const marker of PUBLIC_MARKERS) expect(home).toContain(marker);
  });
});
