// Loader of the detail page: the listing, its photos, similar listings and what previews and WhatsApp need.
import { data } from "react-router";
import { shownAgencyProfile } from "../../agency/settings.server.ts";
import { getUser } from "../../auth/session.server.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { getProperty } from "../../properties/queries.server.ts";
import { listSimilar } from "../../properties/similar.server.ts";
import { formatPrice } from "../../properties/format.ts";
import { rateNow } from "../../properties/currency-rate.server.ts";
import { priceDrops } from "../../properties/price-history.server.ts";
import { SHORT_ID } from "../../properties/ids.ts";
import { areaMap, listingMap } from "../../properties/maps.ts";
import { APPROXIMATE_LOCATION } from "../../map/texts.ts";
import { propertyPath } from "../../analytics/property-path.ts";
import { largestVariantUrl, MEDIA_BASE, OG_SIZE, ogUrl } from "../../photos/variants.ts";
import { type EnquiryListing, whatsappUrl } from "../../properties/whatsapp.ts";
import { agencyGreeting } from "../../properties/contact.ts";
import { type ListingSeo, listingMeta, STATE_WORDS } from "./property/listing-meta.ts";
import { localeFromPath, localizedPath } from "../../i18n/locale.ts";
import { serverT } from "../../i18n/catalog.server.ts";
import { listingName } from "../../i18n/listing-name.ts";
import { typeLabel } from "../../properties/type-labels.ts";
import { enquiryWords } from "./property/enquiry-words.server.ts";
import { shownCharacteristics, shownEquivalent, shownText } from "../../i18n/listing-view.server.ts";
import { accommodationJsonLd } from "./property/accommodation-ld.ts";
import { loadAvailability } from "./property/availability.server.ts";
import { listingAgent } from "../../leads/listing-agent.server.ts";
import { currentRequest } from "../../log/request-context.server.ts";

export async function loadPropertyPage(id: string, request: Request) {
  if (!SHORT_ID.test(id)) throw data("Propiedad no encontrada", { status: 404 });
  const { db, settings } = await runtime();
  // A draft is a 404 for visitors; signed-in staff preview it (decision 141, docs/decisions/060).
  let found = await getProperty(db.kysely, id, "public");
  const draftPreview = !found && (await getUser(request)) !== null;
  if (draftPreview) found = await getProperty(db.kysely, id, "staff");
  if (!found) throw data("Propiedad no encontrada", { status: 404 });
  // The profile the layout shows, kept per site version: not a second read of the settings table.
  const agency = await shownAgencyProfile(db.kysely, settings);
  const { maps, ...stored } = found;
  // English under /en (decision 177): the loader says everything in the page's language.
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = serverT(locale);
  const text = shownText(stored, locale);
  const property = { ...stored, name: text.name, description: text.description };
  const [similar, rate, drops, availability, agent] = await Promise.all([
    listSimilar(db.kysely, property),
    rateNow(db.kysely),
    priceDrops(db.kysely, [property]),
    loadAvailability(db.kysely, property, localizedPath(propertyPath(id), locale), request, locale),
    listingAgent(db.kysely, id),
  ]);
  for (const p of similar) {
    p.equivalent = shownEquivalent(p.currency, p.price, rate, locale, t) ?? undefined;
    p.name = listingName(p, locale);
  }
  /** The floating chat link's address on this page: the agent's chat, with the agency's greeting. */
  const agentChatHref = agent?.whatsapp ? whatsappUrl(agent.whatsapp, agencyGreeting(agency.name)) : null;
  // A page's own request: the layout's floating link is written with it (entry.server.tsx), no JavaScript needed.
  const store = currentRequest();
  if (store?.document && agentChatHref) store.chatHref = agentChatHref;
  const base = settings.PUBLIC_URL;
  const url = `${base}${localizedPath(propertyPath(id), locale)}`;
  const priceText = formatPrice(property.currency, property.price, locale);
  const type = t(typeLabel(property.type));
  const first = property.photos[0];
  // Absolute photo URLs for previews and JSON-LD: PHOTOS_PUBLIC_URL already is one (decision 122).
  const photos = settings.PHOTOS_PUBLIC_URL ?? `${base}${MEDIA_BASE}`;
  const seo: ListingSeo = {
    ...property,
    priceText,
    url,
    imageUrls: property.photos.slice(0, 6).map((p) => largestVariantUrl(id, p, photos)),
    ogImage: first ? { url: ogUrl(id, first.n, photos), ...OG_SIZE } : null,
    agencyName: agency.name,
    about: accommodationJsonLd(property.type, property.characteristics, t),
    locale,
    lead:
      locale === "es"
        ? undefined
        : t("{type} {state} en {locality} · {price}.", {
            type,
            state: t(STATE_WORDS[property.state] ?? property.state),
            locality: property.locality,
            price: priceText,
          }),
    alternates: { publicUrl: base, path: propertyPath(id) },
  };
  return {
    property,
    // Sent as data rather than written in the page: the text then costs the page's JavaScript nothing (decision 150).
    draftNotice: draftPreview
      ? t("Borrador: vista previa para el personal. Esta propiedad no se ve en el sitio hasta que la publiques.")
      : null,
    /** 'Description available in Spanish only.' on an English page of a listing without its English text. */
    descriptionNote: text.note,
    typeText: type,
    /** The Spanish page's path: the ficha PDF link and the language switch start from it. */
    spanishPath: propertyPath(id),
    // Labelled and grouped here: the rules and option lists of characteristics.ts stay out of the page's JS.
    characteristics: shownCharacteristics(property.characteristics, locale, t),
    priceText,
    /** The price in the other currency through the staff's reference rate, marked approximate (decision 133). */
    equivalent: shownEquivalent(property.currency, property.price, rate, locale, t),
    priceDrop: drops.get(property.id) ?? null,
    url,
    // Built here, not in the route's meta(): the tag builders then stay out of the browser bundle.
    // A staff preview of a draft is never indexed.
    meta: draftPreview ? [...listingMeta(seo), { name: "robots", content: "noindex" }] : listingMeta(seo),
    similar,
    // The listing's agent's own number, else the agency's (issue #35).
    whatsappNumber: agent?.whatsapp ?? agency.whatsapp,
    /** Who answers, beside the enquiry form: the agent's shown name and photo only (issue #35). */
    agent: agent ? { name: agent.name, photo: agent.photo, initials: initials(agent.name) } : null,
    agentChatHref,
    // What the enquiry's WhatsApp text names, built here rather than in the page (first-load JS, decision 150).
    enquiry: {
      id,
      name: property.name,
      type: property.type,
      address: property.address,
      locality: property.locality,
      price: priceText,
      description: property.description,
      url,
      // The free stay the visitor chose on the calendar: dates, nights and total (decision 137).
      stay: availability?.stay ?? undefined,
      // The WhatsApp message in the page's language, so a tourist can send it as it is (decision 177).
      ...(locale === "es" ? {} : { words: enquiryWords(t), typeText: type }),
    } satisfies EnquiryListing,
    // Only a vetted embed URL or share link reaches the page; the stored value itself never does.
    // An approximate listing shows its locality, not the stored value, which may hold the exact point (decision 161).
    map: property.approximateLocation
      ? areaMap(property.locality, t(APPROXIMATE_LOCATION))
      : { ...listingMap(maps, property.address, property.locality), note: null },
    /** A temporary rental's calendar and stay answer as server-made HTML: no JavaScript for it (decision 137). */
    availabilityHtml: availability?.html ?? null,
  };
}

/** "Carolina de la Torre" → "CT": the first letters of the first and last words. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((w) => [...w][0]?.toLocaleUpperCase("es") ?? "").join("");
}

export type PropertyPageData = Awaited<ReturnType<typeof loadPropertyPage>>;
