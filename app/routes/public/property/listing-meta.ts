// Link previews and search data for one listing: <title>, description, canonical, Open Graph, JSON-LD.
import type { MetaDescriptor } from "react-router";
import type { Property } from "../../../properties/types.ts";
import { typeLabel } from "../../../properties/type-labels.ts";
import { documentTags, languageAlternates } from "../page-meta.ts";
import { LOCALE_TAGS, type Locale } from "../../../i18n/locale.ts";

export interface ListingSeo
  extends Pick<
    Property,
    "id" | "name" | "type" | "state" | "locality" | "address" | "description" | "currency" | "price" | "createdAt"
  > {
  priceText: string;
  url: string;
  /** Absolute URLs. */
  imageUrls: string[];
  ogImage: { url: string; width: number; height: number } | null;
  agencyName: string;
  /** The place itself as schema.org data (accommodation-ld.ts, run by the loader to keep it out of the JS). */
  about?: Record<string, unknown>;
  /** The page's language (decision 177); Spanish when not said. */
  locale?: Locale;
  /** The description's first sentence in the page's language; the Spanish one is built here when not given. */
  lead?: string;
  /** The Spanish page's path and the site's URL: hreflang alternates of the listing's two pages. */
  alternates?: { publicUrl: string; path: string };
}

/** 'en venta'… after the type: catalogue ids too (the English lead, decision 177). */
export const STATE_WORDS: Record<string, string> = {
  Venta: "en venta",
  Vendido: "vendida",
  Alquiler: "en alquiler",
  "Alquiler Temporal": "en alquiler temporal",
  Alquilado: "alquilada",
};

export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

export function listingTitle(l: Pick<ListingSeo, "name" | "priceText" | "agencyName">): string {
  return `${l.name} · ${l.priceText} | ${l.agencyName}`;
}

/** '{Tipo} {en venta} en {localidad} · {precio}. {descripción…}', within what search results show. */
export function listingDescription(l: ListingSeo): string {
  const state = STATE_WORDS[l.state] ?? l.state.toLowerCase();
  const lead = l.lead ?? `${typeLabel(l.type)} ${state} en ${l.locality} · ${l.priceText}.`;
  return shorten(`${lead} ${l.description}`, 160);
}

const AVAILABILITY: Record<string, string> = {
  Venta: "https://schema.org/InStock",
  Alquiler: "https://schema.org/InStock",
  "Alquiler Temporal": "https://schema.org/InStock",
  Vendido: "https://schema.org/SoldOut",
  Alquilado: "https://schema.org/OutOfStock",
};

const CURRENCY_CODES: Record<string, string> = { $: "ARS", USD: "USD" };

export function listingJsonLd(l: ListingSeo): Record<string, unknown> {
  const priceCurrency = l.currency ? CURRENCY_CODES[l.currency] : undefined;
  const selling = l.state === "Venta" || l.state === "Vendido";
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    inLanguage: LOCALE_TAGS[l.locale ?? "es"],
    name: l.name,
    description: shorten(l.description, 500),
    url: l.url,
    datePosted: l.createdAt,
    ...(l.imageUrls.length ? { image: l.imageUrls } : {}),
    contentLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        streetAddress: l.address,
        addressLocality: l.locality,
        addressCountry: "AR",
      },
    },
    ...(l.about ? { about: l.about } : {}),
    offers: {
      "@type": "Offer",
      url: l.url,
      availability: AVAILABILITY[l.state] ?? "https://schema.org/InStock",
      businessFunction: `http://purl.org/goodrelations/v1#${selling ? "Sell" : "LeaseOut"}`,
      ...(priceCurrency && l.price != null ? { price: l.price, priceCurrency } : {}),
      seller: { "@type": "RealEstateAgent", name: l.agencyName },
    },
  };
}

export function listingMeta(l: ListingSeo): MetaDescriptor[] {
  const title = listingTitle(l);
  const description = listingDescription(l);
  const og = l.ogImage
    ? [
        { property: "og:image", content: l.ogImage.url },
        { property: "og:image:type", content: "image/jpeg" },
        { property: "og:image:width", content: String(l.ogImage.width) },
        { property: "og:image:height", content: String(l.ogImage.height) },
        { property: "og:image:alt", content: l.name },
      ]
    : [];
  return [
    ...documentTags({
      title,
      description,
      url: l.url,
      agencyName: l.agencyName,
      ogTitle: `${l.name} · ${l.priceText}`,
      locale: l.locale,
    }),
    ...(l.alternates ? languageAlternates(l.alternates.publicUrl, l.alternates.path) : []),
    ...og,
    { name: "twitter:card", content: l.ogImage ? "summary_large_image" : "summary" },
    { "script:ld+json": listingJsonLd(l) },
  ];
}
