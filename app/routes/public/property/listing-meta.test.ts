import { describe, expect, it } from "vitest";
import { noCharacteristics } from "../../../properties/characteristics.ts";
import { accommodationJsonLd } from "./accommodation-ld.ts";
import { serverT } from "../../../i18n/catalog.server.ts";
import { listingDescription, listingJsonLd, listingMeta, shorten, type ListingSeo } from "./listing-meta.ts";

const listing: ListingSeo = {
  id: "a1b2c3d4",
  name: "Casa con pileta",
  type: "Casa",
  state: "Venta",
  locality: "Villa General Belgrano",
  address: "Av. Roca 120",
  description: "Casa luminosa de tres dormitorios con jardín y pileta.",
  currency: "USD",
  price: 120000,
  priceText: "USD 120.000",
  createdAt: "2025-01-02T03:04:05.000Z",
  url: "https://example.com/propiedad/a1b2c3d4",
  imageUrls: ["https://example.com/media/a1b2c3d4/image_1-1200.webp"],
  ogImage: { url: "https://example.com/media/a1b2c3d4/image_1-og.jpeg", width: 1200, height: 630 },
  agencyName: "Inmobiliaria Sierras",
};

describe("listingMeta", () => {
  it("gives title, description, canonical and Open Graph with an absolute 1200×630 image", () => {
    const meta = listingMeta(listing);
    const get = (key: string) =>
      meta.find(
        (m) => (m as Record<string, string>).property === key || (m as Record<string, string>).name === key,
      ) as Record<string, string>;
    expect(meta[0]).toEqual({ title: "Casa con pileta · USD 120.000 | Inmobiliaria Sierras" });
    expect(get("description").content).toBe(
      "Casa en venta en Villa General Belgrano · USD 120.000. Casa luminosa de tres dormitorios con jardín y pileta.",
    );
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: listing.url });
    expect(get("og:url").content).toBe(listing.url);
    expect(get("og:title").content).toBe("Casa con pileta · USD 120.000");
    expect(get("og:image").content).toBe("https://example.com/media/a1b2c3d4/image_1-og.jpeg");
    expect(get("og:image:width").content).toBe("1200");
    expect(get("og:image:height").content).toBe("630");
  });

  it("leaves out og:image when the listing has no photo", () => {
    const meta = listingMeta({ ...listing, ogImage: null });
    expect(meta.some((m) => (m as Record<string, string>).property === "og:image")).toBe(false);
  });
});

describe("listingJsonLd", () => {
  it("describes the place with what is set of issue #16's fields", () => {
    const characteristics = {
      ...noCharacteristics(),
      dormitorios: 3,
      superficie: 200,
      superficieCubierta: 150,
      superficieTerreno: 600,
      anioConstruccion: 1998,
      aceptaMascotas: "No",
      comodidades: ["Pileta"],
    };
    const about = (listingJsonLd({ ...listing, about: accommodationJsonLd("Casa", characteristics) }) as any).about;
    expect(about).toEqual({
      "@type": "House",
      numberOfBedrooms: 3,
      floorSize: { "@type": "QuantitativeValue", value: 150, unitCode: "MTK", unitText: "m²" },
      lotSize: { "@type": "QuantitativeValue", value: 600, unitCode: "MTK", unitText: "m²" },
      yearBuilt: 1998,
      petsAllowed: false,
      amenityFeature: [{ "@type": "LocationFeatureSpecification", name: "Pileta", value: true }],
    });
  });

  it("names the place's features in the page's language", () => {
    const characteristics = { ...noCharacteristics(), cochera: 1, aptoCredito: "Si", comodidades: ["Pileta"] };
    const names = (t?: Parameters<typeof accommodationJsonLd>[2]) =>
      (accommodationJsonLd("Casa", characteristics, t).amenityFeature as Array<{ name: string }>).map((f) => f.name);
    expect(names()).toEqual(["Cochera", "Apto crédito", "Pileta"]);
    expect(names(serverT("es"))).toEqual(["Cochera", "Apto crédito", "Pileta"]);
    expect(names(serverT("en"))).toEqual(["Garage", "Mortgage eligible", serverT("en")("Pileta")]);
    expect(serverT("en")("Pileta")).not.toBe("Pileta");
  });

  it("is a RealEstateListing with an Offer in ARS or USD", () => {
    const ld = listingJsonLd({ ...listing, currency: "$", price: 1250000 }) as Record<string, any>;
    expect(ld["@type"]).toBe("RealEstateListing");
    expect(ld.offers).toMatchObject({
      "@type": "Offer",
      price: 1250000,
      priceCurrency: "ARS",
      availability: "https://schema.org/InStock",
    });
    expect(listingJsonLd(listing).offers).toMatchObject({ priceCurrency: "USD", price: 120000 });
  });

  it("takes availability from the state and has no price for Consultar", () => {
    expect((listingJsonLd({ ...listing, state: "Vendido" }) as any).offers.availability).toBe(
      "https://schema.org/SoldOut",
    );
    expect((listingJsonLd({ ...listing, state: "Alquilado" }) as any).offers.availability).toBe(
      "https://schema.org/OutOfStock",
    );
    const consultar = (listingJsonLd({ ...listing, currency: "Consultar", price: null }) as any).offers;
    expect(consultar.price).toBeUndefined();
    expect(consultar.priceCurrency).toBeUndefined();
  });
});

describe("listingDescription and shorten", () => {
  it("stays within 160 characters and ends at a word", () => {
    const d = listingDescription({ ...listing, description: "Hermosa vista a las sierras. ".repeat(20) });
    expect(d.length).toBeLessThanOrEqual(160);
    expect(d.endsWith("…")).toBe(true);
    expect(shorten("uno dos tres", 100)).toBe("uno dos tres");
  });
});

describe("listing meta uses the display labels", () => {
  it("describes a Cabanha for rent as 'Cabaña en alquiler temporal', never with the stored code", () => {
    const cabin = { ...listing, type: "Cabanha", state: "Alquiler Temporal" };
    expect(listingDescription(cabin)).toMatch(/^Cabaña en alquiler temporal en Villa General Belgrano/);
    expect(JSON.stringify(listingMeta(cabin))).not.toContain("Cabanha");
  });

  it("builds canonical and Open Graph tags through the same documentTags as every public page", () => {
    const tags = listingMeta(listing);
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: listing.url });
    expect(tags).toContainEqual({ property: "og:url", content: listing.url });
    expect(tags).toContainEqual({ property: "og:title", content: "Casa con pileta · USD 120.000" });
  });
});
