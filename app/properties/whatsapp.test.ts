import { describe, expect, it } from "vitest";
import {
  enquiryWhatsappUrl,
  MAX_WHATSAPP_URL_LENGTH,
  normaliseArgentinePhone,
  plainText,
  type EnquiryListing,
  type EnquiryVisitor,
} from "./whatsapp.ts";

describe("normaliseArgentinePhone", () => {
  it.each([
    ["+54 9 3572 44-1234", "5493572441234"],
    ["03572 15441234", "5493572441234"],
    ["3572441234", "5493572441234"],
    ["5493572441234", "5493572441234"],
    ["543572441234", "5493572441234"],
    ["+54 3572 15 44-1234", "5493572441234"],
    ["+54 9 3572 15 44-1234", "5493572441234"],
    ["(03572) 44-1234", "5493572441234"],
    ["0054 9 3572 441234", "5493572441234"],
    ["+54 9 11 1234-5678", "5491112345678"],
    ["011 15 1234-5678", "5491112345678"],
    ["11 15 1234 5678", "5491112345678"],
    ["(0351) 15-123-4567", "5493511234567"],
    ["0351 153 456789", "5493513456789"],
    ["+54.9.341.555.1234", "5493415551234"],
    ["+54 9 3546 46-1234", "5493546461234"],
  ])("%s → %s", (input, expected) => {
    expect(normaliseArgentinePhone(input)).toBe(expected);
  });

  it.each([
    [""],
    ["hola"],
    ["15441234"], // no area code
    ["441234"],
    ["+1 555 123 4567"], // another country
    ["+598 99 123 456"],
    ["03572 16441234"], // twelve digits without a 15 after the area code
    ["3572 4412345 6"],
    ["+54 9 3572 44-1234 int. 5"],
  ])("%s is unusable", (input) => {
    expect(normaliseArgentinePhone(input)).toBeNull();
  });
});

describe("plainText", () => {
  it("drops markup and extra blank lines", () => {
    expect(plainText("  <b>Casa</b>   linda\r\n\r\n\r\n\n con   pileta ")).toBe("Casa linda\n\ncon pileta");
  });
});

const visitor: EnquiryVisitor = {
  name: "Ana Pérez",
  email: "ana@example.com",
  phone: "+54 9 351 555-1234",
  message: "¿Se puede visitar el sábado?\nGracias.",
};

const listing: EnquiryListing = {
  id: "a1b2c3d4",
  name: "Casa con pileta",
  type: "Casa",
  address: "Av. Roca 120",
  locality: "Villa General Belgrano",
  price: "USD 120.000",
  description: "Casa luminosa de tres dormitorios con jardín y pileta.",
  url: "https://inmobiliaria.example/propiedad/a1b2c3d4",
};

function decode(url: string) {
  const u = new URL(url);
  return { host: u.host, path: u.pathname, text: u.searchParams.get("text") ?? "" };
}

describe("enquiryWhatsappUrl", () => {
  it("opens the agency's chat with every contact field and the listing's details", () => {
    const { host, path, text } = decode(enquiryWhatsappUrl("5493546461234", visitor, listing));
    expect(host).toBe("wa.me");
    expect(path).toBe("/5493546461234");
    expect(text).toBe(
      [
        "Hola, soy Ana Pérez. Quisiera consultar por esta propiedad:",
        "",
        "Casa con pileta (código a1b2c3d4)",
        "Tipo: Casa",
        "Dirección: Av. Roca 120, Villa General Belgrano",
        "Precio: USD 120.000",
        "Descripción: Casa luminosa de tres dormitorios con jardín y pileta.",
        "https://inmobiliaria.example/propiedad/a1b2c3d4",
        "",
        "Mensaje: ¿Se puede visitar el sábado?\nGracias.",
        "",
        "Mis datos:",
        "Nombre: Ana Pérez",
        "Email: ana@example.com",
        "Teléfono: +54 9 351 555-1234",
      ].join("\n"),
    );
  });

  it("names a temporary rental's chosen stay right after the price", () => {
    const stay = "Llegada 20/01/2027, salida 27/01/2027: 7 noches, total $ 700.000";
    const { text } = decode(enquiryWhatsappUrl("5493546461234", visitor, { ...listing, stay }));
    expect(text).toContain(`Precio: USD 120.000\nEstadía: ${stay}\nDescripción:`);
  });

  it("says Consultar when the listing has no price", () => {
    const { text } = decode(enquiryWhatsappUrl("5493546461234", visitor, { ...listing, price: "Consultar" }));
    expect(text).toContain("Precio: Consultar");
  });

  it("trims a long description at a word and keeps the contact data whole", () => {
    const description = "Amplia casa con vista a las sierras y quincho. ".repeat(80);
    const longMessage = "Quiero saber si aceptan permuta por un departamento en Córdoba capital. ".repeat(3);
    const url = enquiryWhatsappUrl("5493546461234", { ...visitor, message: longMessage }, { ...listing, description });
    expect(url.length).toBeLessThanOrEqual(MAX_WHATSAPP_URL_LENGTH);
    const { text } = decode(url);
    const line = text.split("\n").find((l) => l.startsWith("Descripción: "))!;
    expect(line.endsWith("…")).toBe(true);
    expect(line.length).toBeGreaterThan(100);
    expect(line).not.toMatch(/\s…$/);
    expect(description).toContain(line.slice("Descripción: ".length, -1));
    expect(text).toContain(`Mensaje: ${longMessage.trim()}`);
    expect(text).toContain("Email: ana@example.com");
    expect(text).toContain("Teléfono: +54 9 351 555-1234");
  });

  it("never cuts the visitor's data even when it alone is longer than the limit", () => {
    const message = "x".repeat(3000);
    const { text } = decode(enquiryWhatsappUrl("5493546461234", { ...visitor, message }, listing));
    expect(text).toContain(message);
    expect(text).not.toContain("Descripción:");
  });

  it("sends no markup from the listing", () => {
    const { text } = decode(
      enquiryWhatsappUrl("5493546461234", visitor, { ...listing, description: "<p>Hermosa</p><script>x</script>" }),
    );
    expect(text).toContain("Descripción: Hermosa x");
    expect(text).not.toMatch(/[<>]/);
  });
});

describe("enquiry text uses the display labels", () => {
  it("names the type by its label, as the page does ('Cabaña', not the code 'Cabanha')", () => {
    const { text } = decode(enquiryWhatsappUrl("5493546461234", visitor, { ...listing, type: "Cabanha" }));
    expect(text).toContain("Tipo: Cabaña\n");
    expect(text).not.toContain("Cabanha");
  });
});
