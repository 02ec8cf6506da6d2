// Browser chunk groups derived from the route structure (app/routes.ts), not from lists of file names. App code
// that public and staff pages both load goes to "shared"; code that the public layout or most public pages load
// goes to "public-shell";
// code of one route stays with it; code several public pages (not the layout) load, and staff-only code, is left to
// the bundler's own splitting (one chunk per set of importers), so no page loads another page's code.
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";

/** "root" is app/root.tsx, which every page loads: what it reaches counts as public and staff at once. */
export type Area = "public" | "staff" | "root";
type Group = "shared" | "public-shell";

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters?: readonly string[] } | null;
}

/** Route files under the public layout are public; every other route file (login, dashboard…) is staff. */
export function routeAreas(appDir: string, routes: RouteConfigEntry[], publicLayout: string): Map<string, Area> {
  const areas = new Map<string, Area>([[path.join(appDir, "root.tsx"), "root"]]);
  const visit = (entries: RouteConfigEntry[], inPublic: boolean) => {
    for (const r of entries) {
      const file = path.resolve(appDir, r.file);
      const isPublic = inPublic || file === publicLayout;
      areas.set(file, isPublic ? "public" : "staff");
      if (r.children) visit(r.children, isPublic);
    }
  };
  visit(routes, false);
  return areas;
}

/**
 * The route files that load a module, found by walking its static importers upward. A route's own content split
 * off with `import()` in the route file (the detail page's body, docs/decisions/175) still counts as that route's.
 */
export function routesReaching(id: string, graph: ModuleGraph, areas: Map<string, Area>): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length) {
    const current = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const file = current.split("?")[0];
    if (areas.has(file) && current !== id) {
      found.add(file);
      continue;
    }
    const info = graph.getModuleInfo(current);
    for (const importer of info?.importers ?? []) stack.push(importer);
    for (const importer of info?.dynamicImporters ?? []) if (areas.has(importer.split("?")[0])) stack.push(importer);
  }
  return found;
}

/** How many public page routes there are (the layout itself is not a page). */
function publicPages(areas: Map<string, Area>, publicLayout: string): number {
  return [...areas].filter(([file, area]) => area === "public" && file !== publicLayout).length;
}

/** Which group an app module belongs to, or null (route modules, packages, single-route and staff-only code). */
export function groupOf(id: string, graph: ModuleGraph, areas: Map<string, Area>, publicLayout: string): Group | null {
  // Route modules stay entries. Icons are imported one file each (lucide-react/icons/…): through the package's
  // barrel every icon would look loaded by every route.
  if (areas.has(id.split("?")[0])) return null;
  const reached = [...routesReaching(id, graph, areas)];
  const kinds = new Set(reached.map((f) => areas.get(f)));
  if (kinds.has("root") || (kinds.has("public") && kinds.has("staff"))) return "shared";
  // What the layout or at least half the public pages load; code only some pages share (the catalogue filters
  // of home and /tipo) is left to the bundler, so the detail page does not load it (docs/decisions/150). At least
  // half, not more than half: with /mapa (8 pages) the cards' code, used by 4, stays in the shell (decision 163).
  // Half rounded down: a page that loads no shared code (the privacy text, issue #35) does not move the cards out.
  const half = Math.floor(publicPages(areas, publicLayout) / 2);
  if (kinds.has("public") && (reached.includes(publicLayout) || reached.length >= half)) return "public-shell";
  return null;
}

/** A Rolldown codeSplitting group name function that captures the modules of one group. */
export function chunkGroup(group: Group, areas: Map<string, Area>, publicLayout: string) {
  return (id: string, ctx: ModuleGraph): Group | null =>
    groupOf(id, ctx, areas, publicLayout) === group ? group : null;
}
