import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { FORM_INPUT } from "../../tests/support/fixtures.ts";
import { type FormMode, formVisibility, MAPS_INVALID, propertyFormSchema } from "./form-schema.ts";

const valid: Record<string, string | string[]> = FORM_INPUT;

function submit(values: Record<string, string | string[]>, mode: FormMode = "create") {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) for (const item of [v].flat()) fd.append(k, item);
  return parseWithZod(fd, { schema: propertyFormSchema(mode) });
}
function errors(values: Record<string, string | string[]>, mode: FormMode = "create") {
  const s = submit(values, mode);
  if (s.status === "success") throw new Error("expected errors");
  return Object.fromEntries(Object.entries(s.error ?? {}).map(([k, v]) => [k, (v as string[] | null)?.[0]]));
}

describe("property form schema", () => {
  it("accepts a complete listing and reads the es-AR price as an integer", () => {
    const s = submit({ ...valid, superficie: "120,5", ambientes: "4", photos: ["n:2", `u:${"a".repeat(32)}`] });
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    expect(s.value).toMatchObject({
      price: 1_250_000,
      currency: "USD",
      featured: true,
      superficie: 120.5,
      ambientes: 4,
    });
    expect(s.value.photos).toEqual([
      { kind: "saved", n: 2 },
      { kind: "upload", id: "a".repeat(32) },
    ]);
  });

  it("says which required field is missing, in the spec's words", () => {
    expect(errors({})).toMatchObject({
      name: "Nombre es requerido.",
      type: "Tipo es requerido.",
      state: "Estado es requerido.",
      locality: "Localidad es requerido.",
      address: "Dirección es requerido.",
      description: "Descripción es requerido.",
      maps: "Marcá la ubicación en el mapa o pegá la URL de Google Maps.",
      currency: "Moneda es requerido.",
      price: "Precio es requerido.",
    });
    expect(errors({ ...valid, name: "   " }).name).toBe("Nombre es requerido.");
  });

  it("takes a point on the map without a Google Maps URL, and asks for one of the two when neither is given", () => {
    const { maps: _, ...noUrl } = valid;
    const s = submit({ ...noUrl, latitude: "-31,9785", longitude: "-64,5598" });
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    expect(s.value).toMatchObject({ maps: "", location: { point: { lat: -31.9785, lng: -64.5598 } } });
    expect(errors(noUrl).maps).toBe("Marcá la ubicación en el mapa o pegá la URL de Google Maps.");
    expect(submit(valid).status).toBe("success");
  });

  it("enforces the maximum lengths", () => {
    const e = errors({
      ...valid,
      name: "x".repeat(51),
      locality: "x".repeat(21),
      address: "x".repeat(46),
      contrato: "x".repeat(51),
      dormitorios: "12345678901",
      state: "Alquiler",
    });
    expect(e).toMatchObject({
      name: "Máximo 50 caracteres",
      locality: "Máximo 20 caracteres",
      address: "Máximo 45 caracteres",
      contrato: "Máximo 50 caracteres",
      dormitorios: "Máximo 10 caracteres",
    });
    expect(submit({ ...valid, name: "x".repeat(50), locality: "x".repeat(20), address: "x".repeat(45) }).status).toBe(
      "success",
    );
  });

  it("takes the optional English title and description, within the Spanish fields' limits", () => {
    const s = submit({ ...valid, titleEn: "  House with a pool ", descriptionEn: "Bright.\nThree bedrooms." });
    expect(s.status).toBe("success");
    if (s.status === "success")
      expect(s.value).toMatchObject({ titleEn: "House with a pool", descriptionEn: "Bright.\nThree bedrooms." });
    const empty = submit({ ...valid, titleEn: "   ", descriptionEn: "" });
    expect(empty.status === "success" && [empty.value.titleEn, empty.value.descriptionEn]).toEqual([null, null]);
    expect(errors({ ...valid, titleEn: "x".repeat(51), descriptionEn: "x".repeat(5001) })).toMatchObject({
      titleEn: "Máximo 50 caracteres",
      descriptionEn: "Máximo 5000 caracteres",
    });
  });

  it("refuses numbers that are not numbers, and options that are not offered", () => {
    expect(errors({ ...valid, price: "mil" }).price).toBe("Precio no es válido.");
    expect(errors({ ...valid, price: "0" }).price).toBe("Precio no es válido.");
    expect(errors({ ...valid, banos: "dos" }).banos).toBe("Baños no es válido.");
    expect(errors({ ...valid, superficie: "12x" }).superficie).toBe("Superficie no es válido.");
    expect(errors({ ...valid, type: "Castillo" }).type).toBe("Tipo no es válido.");
    expect(errors({ ...valid, patio: "Quizás" }).patio).toBe("Patio no es válido.");
    expect(errors({ ...valid, maps: "javascript:alert(1)" }).maps).toBe(MAPS_INVALID);
    expect(errors({ ...valid, photos: ["../etc"] }).photos).toBe("Foto no válida.");
  });

  it("Vendido and Alquilado hide currency and price: not required, stored empty", () => {
    for (const state of ["Vendido", "Alquilado"]) {
      const s = submit({ ...valid, state, currency: "USD", price: "nada" });
      expect(s.status).toBe("success");
      if (s.status === "success") expect(s.value).toMatchObject({ currency: null, price: null });
    }
  });

  it("Consultar hides the price and stores it empty", () => {
    const s = submit({ ...valid, currency: "Consultar", price: "999" });
    expect(s.status).toBe("success");
    if (s.status === "success") expect(s.value).toMatchObject({ currency: "Consultar", price: null });
  });

  it("Venta and Vendido hide Contrato on create only", () => {
    const created = submit({ ...valid, contrato: "2 años" });
    expect(created.status === "success" && created.value.contrato).toBe(null);
    const edited = submit({ ...valid, contrato: "2 años" }, "edit");
    expect(edited.status === "success" && edited.value.contrato).toBe("2 años");
    const rent = submit({ ...valid, state: "Alquiler", contrato: "2 años" });
    expect(rent.status === "success" && rent.value.contrato).toBe("2 años");
  });

  it("caps a listing at 40 photos", () => {
    const photos = Array.from({ length: 41 }, (_, i) => `n:${i + 1}`);
    expect(errors({ ...valid, photos }).photos).toBe("Máximo 40 fotos por propiedad.");
  });

  it("featured defaults to No", () => {
    const s = submit({ ...valid, featured: "" });
    expect(s.status === "success" && s.value.featured).toBe(false);
  });
});

describe("issue #16's fields", () => {
  const all = {
    ...valid,
    cochera: "2",
    anioConstruccion: "1998",
    plantas: "2",
    superficieCubierta: "95,5",
    superficieTerreno: "300",
    expensas: "Si",
    montoExpensas: "85.000",
    aptoCredito: "Si",
    aptoProfesional: "No",
    aceptaMascotas: "Si",
    amoblado: "No",
    orientacion: "Norte",
    disposicion: "Frente",
    servicios: ["Agua corriente", "Cloacas"],
    comodidades: "Pileta",
  };

  it("reads every new field, a one-item checklist included", () => {
    const s = submit(all);
    expect(s.status === "success" && s.value).toMatchObject({
      cochera: 2,
      anioConstruccion: 1998,
      superficieCubierta: 95.5,
      superficieTerreno: 300,
      montoExpensas: 85_000,
      aptoCredito: "Si",
      orientacion: "Norte",
      disposicion: "Frente",
      servicios: ["Agua corriente", "Cloacas"],
      comodidades: ["Pileta"],
    });
  });

  it("stores no amount of expensas unless Expensas is Si", () => {
    const s = submit({ ...all, expensas: "No" });
    expect(s.status === "success" && s.value.montoExpensas).toBeNull();
  });

  it("refuses bad values with Spanish messages", () => {
    const e = errors({
      ...all,
      anioConstruccion: "1492",
      cochera: "dos",
      orientacion: "Arriba",
      servicios: ["Agua corriente", "Teletransporte"],
    });
    expect(e.anioConstruccion).toMatch(/^El año de construcción debe estar entre 1800 y \d{4}\.$/);
    expect(e.cochera).toMatch(/Cochera/);
    expect(e.orientacion).toMatch(/Orientación/);
    expect(e.servicios).toMatch(/Servicios/);
  });
});

describe("form visibility", () => {
  it("follows SPEC.md §4", () => {
    expect(formVisibility("create", "Venta", "USD")).toMatchObject({
      priceSection: true,
      price: true,
      contrato: false,
    });
    expect(formVisibility("create", "Vendido", "USD")).toMatchObject({
      priceSection: false,
      price: false,
      contrato: false,
    });
    expect(formVisibility("edit", "Vendido", "USD")).toMatchObject({
      priceSection: false,
      price: false,
      contrato: true,
    });
    expect(formVisibility("create", "Alquiler", "Consultar")).toMatchObject({
      priceSection: true,
      price: false,
      contrato: true,
    });
    expect(formVisibility("create", "Alquilado", undefined).priceSection).toBe(false);
  });
});

describe("maps value", () => {
  it("says what it accepts when it refuses one, in Spanish", () => {
    expect(MAPS_INVALID).toBe(
      "URL de Google Maps no es válido. Pegá el enlace de Google Maps (https://www.google.com/maps/… o " +
        "https://maps.app.goo.gl/…) o el código de «Insertar un mapa» (<iframe …>).",
    );
  });

  it.each([
    "https://www.google.com.evil.com/maps/place/Santa+Rosa",
    `<iframe src="https://www.google.com/maps/embed?pb=1" onload="alert(1)"></iframe>`,
    "http://maps.google.com/?q=Santa+Rosa",
    "https://www.zonaprop.com.ar/casa-123",
    "data:text/html,hola",
  ])("refuses %s", (maps) => {
    expect(errors({ ...valid, maps }).maps).toBe(MAPS_INVALID);
  });

  it("stores a URL as typed, a snippet as its src and a share link as is", () => {
    const stored = (maps: string) => {
      const s = submit({ ...valid, maps });
      return s.status === "success" ? s.value.maps : s.error;
    };
    const place = "https://www.google.com/maps/place/Santa+Rosa";
    expect(stored(` ${place} `)).toBe(place);
    expect(stored('<iframe src="https://www.google.com/maps/embed?pb=1&amp;hl=es" width="600"></iframe>')).toBe(
      "https://www.google.com/maps/embed?pb=1&hl=es",
    );
    expect(stored("https://maps.app.goo.gl/AbCdEf12")).toBe("https://maps.app.goo.gl/AbCdEf12");
    expect(stored("\u200Bhttps://goo.gl/maps/XyZ987\u200B")).toBe("https://goo.gl/maps/XyZ987");
  });
});

describe("invisible text (docs/decisions/088)", () => {
  it("a required text with nothing visible is missing", () => {
    const zw = "\u200B".repeat(20);
    expect(errors({ ...valid, locality: zw, name: "\u200D\uFEFF\u2060", address: "\u202E\u0000 " })).toMatchObject({
      locality: "Localidad es requerido.",
      name: "Nombre es requerido.",
      address: "Dirección es requerido.",
    });
    expect(errors({ ...valid, description: `\u200B\r\n\t\u200C` }).description).toBe("Descripción es requerido.");
  });

  it("stores texts without zero-width, bidi or control characters; the description keeps its lines", () => {
    const s = submit({
      ...valid,
      state: "Alquiler",
      name: "Casa\u200B con\u202E pileta",
      locality: "\uFEFFSanta\u00A0Rosa",
      description: "Luminosa.\u200B\r\n\r\n\tTres\u0007 dormitorios.",
      contrato: "\u200B\u200B",
    });
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    expect(s.value).toMatchObject({
      name: "Casa con pileta",
      locality: "Santa\u00A0Rosa",
      contrato: null,
      description: "Luminosa.\n\n\tTres dormitorios.",
    });
  });

  it("counts the maximum length on the cleaned text", () => {
    expect(submit({ ...valid, locality: "x".repeat(20) + "\u200B".repeat(5) }).status).toBe("success");
  });
});

describe("the video and tour links", () => {
  it("stores both links as typed, and neither when left empty", () => {
    const video = "https://youtu.be/dQw4w9WgXcQ";
    const tour = "https://my.matterport.com/show/?m=SxQL3iGyoDo";
    const saved = submit({ ...valid, video, tourVirtual: tour });
    expect(saved.status === "success" && saved.value).toMatchObject({ video, tourVirtual: tour });
    const empty = submit(valid);
    expect(empty.status === "success" && empty.value).toMatchObject({ video: null, tourVirtual: null });
  });

  it("says in Spanish which links it takes", () => {
    expect(errors({ ...valid, video: "https://example.com/v", tourVirtual: "https://example.com/t" })).toMatchObject({
      video: "Pegá un enlace de YouTube o Vimeo.",
      tourVirtual: "Pegá un enlace de Matterport, Kuula o Google Street View.",
    });
  });
});
