// Dashboard code never reaches the public site's browser chunks (GUIDE.md: route-level code splitting).
// Reads the production build (npm run build first), so it runs once, in the SQLite project.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testEngine } from "../support/test-db.ts";

const root = path.resolve(import.meta.dirname, "../..");
/** Strings only dashboard code carries: its Spanish texts, dnd-kit and react-dropzone internals. */
const DASHBOARD_MARKERS = ["Guardando Propiedad", "Borrando propiedad...", "Número de Registros", "DndDescribedBy", "file-invalid-type", "/dashboard/fotos"];

describe.runIf(testEngine() === "sqlite")("public chunks", () => {
  it("carry no dashboard code", async () => {
    const build = await import(path.join(root, "build/server/index.js"));
    const routes = build.assets.routes as Record<string, { module: string; imports?: string[] }>;
    const publicIds = Object.keys(routes).filter((id) => id === "root" || id.startsWith("routes/public/"));
    expect(publicIds.length).toBeGreaterThan(3);
    const files = new Set([build.assets.entry.module, ...build.assets.entry.imports]);
    for (const id of publicIds) for (const f of [routes[id].module, ...(routes[id].imports ?? [])]) files.add(f);
    for (const f of files) {
      const code = fs.readFileSync(path.join(root, "build/client", f), "utf8");
      for (const marker of DASHBOARD_MARKERS) expect(code.includes(marker), `${f} contains "${marker}"`).toBe(false);
    }
    // The markers are real: the dashboard's own chunks do contain them.
    const form = routes["routes/dashboard/property-new"];
    const dashboardCode = [form.module, ...(form.imports ?? [])].map((f) => fs.readFileSync(path.join(root, "build/client", f), "utf8")).join("");
    for (const marker of ["Guardando Propiedad", "DndDescribedBy", "file-invalid-type"]) expect(dashboardCode).toContain(marker);
  });
});
