// The alert e-mails (issue 36): the confirmation and the alert itself, plain text plus an HTML of tables and inline
// styles (what common mail clients render), in the search's language, with RFC 8058 one-click unsubscribe headers.
import type { SavedSearchesTable } from "../db/schema.ts";
import { serverT } from "../i18n/catalog.server.ts";
import { listingName } from "../i18n/listing-name.ts";
import { type Locale, localizedPath } from "../i18n/locale.ts";
import { filterLabel } from "../properties/catalogue-refine.ts";
import type { CatalogueFilters } from "../properties/catalogue-params.ts";
import { type CurrencyRate, equivalentText } from "../properties/currency-rate.ts";
import { formatNumber, formatPrice } from "../properties/format.ts";
import { ogUrl } from "../photos/variants.ts";
import { typeLabel } from "../properties/type-labels.ts";
import { isFrequency } from "./frequency.ts";
import { alertLink, type LinkContext } from "./links.server.ts";
import type { AlertItem } from "./matches.server.ts";
import { filtersOf, resultsPath } from "./saved-filters.ts";
import { alertTexts } from "./texts.ts";

export interface MailContext extends LinkContext {
  agency: string;
  /** Where the site's photos are served from (PHOTOS_PUBLIC_URL or the site's /media), absolute. */
  photoBase: string;
  rate: CurrencyRate | null;
}

export interface Mail {
  /** The agency's name, shown as the sender. */
  fromName: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

type Search = Pick<SavedSearchesTable, "id" | "email" | "filters" | "frequency" | "locale">;

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The search in words: its filters as the results page names them ('Casa, Villa Carlos Paz, Venta'). */
export function searchSummary(f: CatalogueFilters, locale: Locale): string {
  const wording = { t: serverT(locale), locale };
  const parts = (Object.keys(f) as Array<keyof CatalogueFilters>)
    .filter((name) => f[name])
    .map((name) => filterLabel(name, f[name], wording));
  return parts.length ? parts.join(", ") : alertTexts(locale).anySearch;
}

const frequencyWord = (s: Search) => alertTexts(s.locale).frequency[isFrequency(s.frequency) ? s.frequency : "daily"];

const button = (href: string, label: string) =>
  `<a href="${esc(href)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:12px 20px;` +
  `border-radius:6px;text-decoration:none;font-weight:bold">${esc(label)}</a>`;

function page(inner: string): string {
  return (
    `<!doctype html><html><body style="margin:0;padding:0;background:#f1f5f9">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr>` +
    `<td align="center" style="padding:24px 12px"><table role="presentation" width="600" cellpadding="0" ` +
    `cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;` +
    `font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#0f172a">` +
    `${inner}</table></td></tr></table></body></html>`
  );
}

const row = (html: string, style = "padding:16px 24px") => `<tr><td style="${style}">${html}</td></tr>`;

export function confirmationMail(ctx: MailContext, search: Search, now = new Date()): Mail {
  const x = alertTexts(search.locale);
  const summary = searchSummary(filtersOf(search.filters), search.locale);
  const url = alertLink(ctx, "confirm", search.id, search.locale, now);
  const intro = x.confirmBody(ctx.agency, summary, frequencyWord(search));
  return {
    fromName: ctx.agency,
    to: search.email,
    subject: x.confirmSubject(ctx.agency),
    text: [intro, "", `${x.confirmAction}:`, url, "", x.confirmValid].join("\n"),
    html: page(
      row(`<h1 style="margin:0;font-size:22px">${esc(ctx.agency)}</h1>`) +
        row(`<p style="margin:0">${esc(intro)}</p>`) +
        row(button(url, x.confirmAction)) +
        row(`<p style="margin:0;color:#475569;font-size:14px">${esc(x.confirmValid)}</p>`),
    ),
  };
}

function itemLines(ctx: MailContext, item: AlertItem, locale: Locale) {
  const x = alertTexts(locale);
  const p = item.listing;
  const price = formatPrice(p.currency, p.price, locale);
  const equivalent = equivalentText(p.currency, p.price, ctx.rate, locale);
  const figures = [
    p.dormitorios ? x.bedrooms(formatNumber(p.dormitorios, locale)) : "",
    p.banos ? x.bathrooms(formatNumber(p.banos, locale)) : "",
    p.superficie ? `${formatNumber(p.superficie, locale)} m²` : "",
  ].filter(Boolean);
  return {
    name: listingName(p, locale),
    href: `${ctx.publicUrl}${localizedPath(`/propiedad/${p.id}`, locale)}`,
    badge: item.kind === "new" ? x.isNew : x.dropped(formatPrice(p.currency, item.oldPrice, locale), price),
    price: equivalent ? `${price} (${equivalent})` : price,
    details: [p.locality, serverT(locale)(typeLabel(p.type)), ...figures].join(" · "),
    photo: p.cover ? ogUrl(p.id, p.cover.n, ctx.photoBase) : null,
  };
}

export function alertMail(ctx: MailContext, search: Search, items: AlertItem[], now = new Date()): Mail {
  const locale = search.locale;
  const x = alertTexts(locale);
  const filters = filtersOf(search.filters);
  const summary = searchSummary(filters, locale);
  const all = `${ctx.publicUrl}${resultsPath(filters, locale)}`;
  const manage = alertLink(ctx, "manage", search.email, locale, now);
  const unsubscribe = alertLink(ctx, "unsubscribe", search.id, locale, now);
  const lines = items.map((item) => itemLines(ctx, item, locale));
  const text = [
    x.alertIntro(summary),
    "",
    ...lines.flatMap((l) => [`${l.badge}: ${l.name}`, l.price, l.details, l.href, ""]),
    `${x.seeAll}: ${all}`,
    "",
    x.why(ctx.agency),
    `${x.manage}: ${manage}`,
    `${x.unsubscribe}: ${unsubscribe}`,
  ].join("\n");
  const cards = lines
    .map((l) =>
      row(
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>` +
          (l.photo
            ? `<td width="160" valign="top" style="padding-right:16px"><a href="${esc(l.href)}"><img src="${esc(l.photo)}" ` +
              `width="160" height="84" alt="" style="display:block;border:0;border-radius:4px;width:160px;height:84px"></a></td>`
            : "") +
          `<td valign="top"><p style="margin:0;font-size:13px;font-weight:bold;color:#b45309">${esc(l.badge)}</p>` +
          `<p style="margin:4px 0;font-size:18px;font-weight:bold"><a href="${esc(l.href)}" style="color:#0f172a">` +
          `${esc(l.name)}</a></p><p style="margin:0;font-weight:bold">${esc(l.price)}</p>` +
          `<p style="margin:4px 0 0;color:#475569;font-size:14px">${esc(l.details)}</p></td></tr></table>`,
        "padding:12px 24px;border-top:1px solid #e2e8f0",
      ),
    )
    .join("");
  const footer =
    `<p style="margin:0 0 8px;color:#475569;font-size:13px">${esc(x.why(ctx.agency))}</p>` +
    `<p style="margin:0;font-size:13px"><a href="${esc(manage)}" style="color:#0f766e">${esc(x.manage)}</a> · ` +
    `<a href="${esc(unsubscribe)}" style="color:#0f766e">${esc(x.unsubscribe)}</a></p>`;
  return {
    fromName: ctx.agency,
    to: search.email,
    subject: x.alertSubject(ctx.agency, items.length),
    text,
    html: page(
      row(`<h1 style="margin:0;font-size:22px">${esc(ctx.agency)}</h1>`) +
        row(`<p style="margin:0">${esc(x.alertIntro(summary))}</p>`) +
        cards +
        row(button(all, x.seeAll), "padding:16px 24px;border-top:1px solid #e2e8f0") +
        row(footer, "padding:16px 24px;background:#f8fafc"),
    ),
    // RFC 8058: one HTTPS URL that unsubscribes on a POST of 'List-Unsubscribe=One-Click', no cookie or page needed.
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
