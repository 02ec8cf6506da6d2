import { describe, expect, it } from "vitest";
import { chooseEncoding } from "../app/runtime/http/accepted-encoding.ts";
import { pageKey } from "./page-cache-key.ts";

describe("pageKey", () => {
  it("takes the public pages, and asks for a pool seed on catalogue pages without one", () => {
    expect(pageKey("/", "")).toEqual({ key: "/", needsSeed: true });
    expect(pageKey("/tipo/Venta", "")).toEqual({ key: "/tipo/Venta", needsSeed: true });
    expect(pageKey("/propiedad/a0eea955", "")).toEqual({ key: "/propiedad/a0eea955", needsSeed: false });
    expect(pageKey("/sobreNosotros", "")).toEqual({ key: "/sobreNosotros", needsSeed: false });
    expect(pageKey("/sitemap.xml", "")).toEqual({ key: "/sitemap.xml", needsSeed: false });
  });

  it("keys catalogue URLs written the way the site's links write them, seed included", () => {
    expect(pageKey("/", "?tipo=Casa&mostrar=12&orden=abc")).toEqual({
      key: "/?tipo=Casa&mostrar=12&orden=abc",
      needsSeed: false,
    });
    expect(pageKey("/", "?localidad=Villa+General+Belgrano")).toEqual({
      key: "/?localidad=Villa+General+Belgrano",
      needsSeed: true,
    });
    expect(pageKey("/tipo/Alquiler", "?mostrar=18&orden=zz1")?.key).toBe("/tipo/Alquiler?mostrar=18&orden=zz1");
  });

  it("keys 'Más filtros' and the sort, on home and /tipo, but not the home bar's filters on /tipo", () => {
    const more = "?dormitorios=3&credito=1&ordenar=menor-precio&orden=abc";
    expect(pageKey("/", more)).toEqual({ key: `/${more}`, needsSeed: false });
    expect(pageKey("/tipo/Venta", "?pileta=1&ordenar=recientes")?.key).toBe("/tipo/Venta?pileta=1&ordenar=recientes");
    expect(pageKey("/tipo/Venta", "?localidad=Centro")).toBeNull();
    expect(pageKey("/", "?dormitorios=9")).toBeNull();
  });

  it("keys a navigation's data request like its page, with the loaders it asks for", () => {
    const routes = "_routes=root%2Croutes%2Fpublic%2Fhome";
    expect(pageKey("/_.data", `?orden=abc&${routes}`)).toEqual({
      key: `/?orden=abc\n.data ${routes}`,
      needsSeed: false,
    });
    expect(pageKey("/_.data", "")).toEqual({ key: "/\n.data ", needsSeed: true });
    expect(pageKey("/tipo/Venta.data", "?mostrar=12&orden=zz1")?.key).toBe("/tipo/Venta?mostrar=12&orden=zz1\n.data ");
    expect(pageKey("/propiedad/a0eea955.data", `?${routes}`)?.key).toBe(`/propiedad/a0eea955\n.data ${routes}`);
    expect(pageKey("/sobreNosotros.data", "")?.key).toBe("/sobreNosotros\n.data ");
    for (const [path, search] of [
      ["/sitemap.xml.data", ""],
      ["/dashboard.data", ""],
      ["/_.data", `?${routes}&orden=abc`],
      ["/_.data", "?mostrar=7"],
      ["/sobreNosotros.data", "?utm_source=x"],
    ]) {
      expect(pageKey(path, search)).toBeNull();
    }
  });

  it("keys the English pages (/en) like their Spanish twins, under their own path", () => {
    expect(pageKey("/en", "")).toEqual({ key: "/en", needsSeed: true });
    expect(pageKey("/en/tipo/Venta", "?pileta=1&orden=abc")).toEqual({
      key: "/en/tipo/Venta?pileta=1&orden=abc",
      needsSeed: false,
    });
    expect(pageKey("/en/propiedad/a0eea955", "")).toEqual({ key: "/en/propiedad/a0eea955", needsSeed: false });
    expect(pageKey("/en/sobreNosotros", "")?.key).toBe("/en/sobreNosotros");
    expect(pageKey("/en", "?tipo=Casa&orden=abc")?.key).toBe("/en?tipo=Casa&orden=abc");
    const routes = "_routes=root%2Cen-layout%2Cen-home";
    expect(pageKey("/en.data", `?orden=abc&${routes}`)?.key).toBe(`/en?orden=abc\n.data ${routes}`);
    expect(pageKey("/en/tipo/Venta", "?localidad=Centro")).toBeNull();
    expect(pageKey("/en/sitemap.xml", "")).toBeNull();
    expect(pageKey("/en/", "")).toBeNull();
    expect(pageKey("/en/favoritos", "")).toBeNull();
  });

  it("leaves everything else to a plain render", () => {
    for (const [path, search] of [
      ["/login", ""],
      ["/dashboard", ""],
      ["/media/a0eea955/image_1-800.webp", ""],
      ["/index.data", ""],
      ["/sobreNosotros", "?utm_source=whatsapp"],
      ["/propiedad/a0eea955", "?x=1"],
      ["/", "?utm_source=x"],
      ["/", "?mostrar=7"],
      ["/", "?mostrar=6"],
      ["/", "?tipo=&orden=abc"],
      ["/", "?orden=abc&tipo=Casa"],
      ["/", "?orden=abc&orden=def"],
      ["/", "?orden=!!"],
      ["/tipo/Venta", "?tipo=Casa"],
      ["/tipo/a/b", ""],
    ]) {
      expect(pageKey(path, search), `${path}${search}`).toBeNull();
    }
  });
});

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, honouring q=0", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("identity")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("deflate")).toBe("identity");
  });
});
