// The Trovit / Lifull Connect homes feed (Trovit, Mitula, Nestoria, Nuroa read it): one <ad> per listing, valid
// under Trovit's homes.xsd (repaired, app/feeds/schemas/README.md) and OpenEstate's schema from Trovit's docs.
// Left out by design: city_area, postcode and region (Vitrina keeps no neighbourhood, postcode or province per
// listing), orientation (Trovit wants English words), an approximate location's point (decision 161).
import type { Characteristics } from "../properties/characteristics.ts";
import { typeLabel } from "../properties/type-labels.ts";
import { hasStreetAndNumber } from "./requirements.ts";
import type { FeedListing } from "./listings.server.ts";
import { type FeedContext, type PortalFeed, feedPictures, feedTitle, isoCurrency, priceDigits } from "./portal-feed.ts";
import { portalById } from "./portals.ts";
import { feedPrice } from "./rent-period.ts";
import { clip, el, elCdata, oneLine, xmlClean } from "./xml.ts";

/** typeString in homes.xsd. */
const MAX = 255;

const AD_TYPE: Record<string, string> = { Venta: "For Sale", Alquiler: "For Rent", "Alquiler Temporal": "For Rent" };

/** DD/MM/YYYY (en-GB's order), Córdoba's calendar day. One formatter: making one costs more than formatting. */
const DAY = new Intl.DateTimeFormat("en-GB", {
  timeZone: "America/Argentina/Cordoba",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
const trovitDate = (iso: string) => DAY.format(new Date(iso));

const whole = (v: unknown) => (typeof v === "number" && v > 0 ? Math.round(v) : null);
const yesNo = (v: unknown) => (v === "Si" ? "yes" : v === "No" ? "no" : null);

function numbers(c: Characteristics): string {
  const area = whole(c.superficieCubierta) ?? whole(c.superficie);
  const year = typeof c.anioConstruccion === "number" && c.anioConstruccion >= 1000 ? c.anioConstruccion : null;
  return [
    el("floor_area", area, { unit: "meters" }),
    el("plot_area", whole(c.superficieTerreno)),
    el("rooms", whole(c.dormitorios)),
    el("bathrooms", whole(c.banos)),
    el("parking", typeof c.cochera === "number" ? (c.cochera > 0 ? "yes" : "no") : null),
    el("year", year),
    el("is_furnished", yesNo(c.amoblado)),
    el("condition", typeof c.estado === "string" ? c.estado : null),
  ].join("");
}

function entry(l: FeedListing, ctx: FeedContext) {
  const { title, fixes } = feedTitle(l.name, MAX);
  const address = clip(oneLine(l.address), MAX);
  const exactAddress = hasStreetAndNumber(address);
  if (!exactAddress && address) fixes.push("Dirección sin número: se publica sin la dirección, con la localidad");
  const currency = isoCurrency(l.currency);
  const price = l.price != null ? feedPrice({ ...l, price: l.price }) : null;
  if (price?.fix) fixes.push(price.fix);
  const pictures = feedPictures(l, ctx);
  if (pictures.length < l.photos.length) fixes.push("Fotos de más de 6000 px de lado: se dejaron fuera");
  const xml = [
    "<ad>",
    elCdata("id", l.id),
    elCdata("url", `${ctx.publicUrl}/propiedad/${l.id}`),
    elCdata("title", title),
    el("type", AD_TYPE[l.state]),
    elCdata("content", xmlClean(l.description).trim()),
    el("date", trovitDate(l.createdAt)),
    price && currency ? el("price", priceDigits(price.amount), { currency, period: price.period }) : "",
    el("property_type", clip(typeLabel(l.type), 100)),
    numbers(l.characteristics),
    exactAddress ? elCdata("address", address) : "",
    elCdata("city", clip(oneLine(l.locality), MAX)),
    l.exactPoint ? el("latitude", l.exactPoint.lat) + el("longitude", l.exactPoint.lng) : "",
    elCdata("agency", clip(oneLine(ctx.agencyName), MAX)),
    pictures.length
      ? `<pictures>${pictures
          .map((p) => `<picture>${elCdata("picture_url", p.url)}${elCdata("picture_title", p.title)}</picture>`)
          .join("")}</pictures>`
      : "",
    "</ad>",
  ].join("");
  return { xml, fixes };
}

export const trovitFeed: PortalFeed = {
  info: portalById("trovit")!,
  open: () => '<?xml version="1.0" encoding="UTF-8"?>\n<trovit>\n',
  close: "</trovit>\n",
  entry,
};
