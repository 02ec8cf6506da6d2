import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../app/i18n/locales/en.json" with { type: "json" };
import { collectPageMessages, scan } from "./page-messages.ts";

describe("scan", () => {
  it("finds string literals (not comments) and relative imports, static and on demand", () => {
    const { literals, imports } = scan(
      [
        "// the page's `own` text",
        'import { a } from "./a.tsx";',
        'import x from "react";',
        'export { b } from "../b.ts";',
        'const C = lazy(() => import("./c.tsx"));',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the source under test has a template with a value.
        "const s = 'Venta' + `Alquiler` + `${x}`;",
        'const el = <p title="Hola">{t("Chau")}</p>;',
      ].join("\n"),
    );
    expect(imports).toEqual(["./a.tsx", "../b.ts", "./c.tsx"]);
    expect(literals).toEqual(expect.arrayContaining(["Venta", "Alquiler", "Hola", "Chau"]));
    expect(literals).not.toContain("own");
  });
});

describe("collectPageMessages", () => {
  const pages = collectPageMessages(path.resolve(import.meta.dirname, "../../app"), new Set(Object.keys(en)));

  it("gives the layout its header's ids and each page its own, lazily loaded parts included", () => {
    expect(pages.layout).toContain("Saltar al contenido");
    expect(pages.layout).toContain("Menú");
    // The detail page's body and its gallery load on demand (docs/decisions/175).
    expect(pages.property).toContain("Descargar ficha");
    expect(pages.property).toContain("Ver foto {n} en pantalla completa");
    expect(pages.home).toContain("PROPIEDADES DESTACADAS");
    expect(pages.home).not.toContain("Descargar ficha");
  });

  it("counts tables of labels, leaves the layout's ids out of the pages' and server modules out", () => {
    // A closed deal's state and a characteristic are shown with t(value) from tables, not written in a t() call.
    expect(pages["listing-by-state"]).toContain("Vendido");
    expect(pages.property).toContain("Cochera");
    for (const [route, ids] of Object.entries(pages))
      if (route !== "layout")
        expect(
          ids.filter((id) => pages.layout.includes(id)),
          route,
        ).toEqual([]);
    // The contact block is rendered on the server only (docs/decisions/173).
    expect(pages.layout).not.toContain("Contacto");
  });
});
