// The public layout's static parts (contact block, footer, floating WhatsApp link) rendered to HTML by the
// layout's loader: the browser shows and keeps that HTML without their components' code (docs/decisions/173).
// The same inputs give the same HTML, so it is rendered once per agency profile, year and language, not on every
// request (docs/decisions/230).
import crypto from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { LocaleProvider } from "../i18n/i18n-provider.tsx";
import type { Locale } from "../i18n/locale.ts";
import type { RequestStore } from "../log/request-context.server.ts";
import type { AgencyContact } from "../properties/contact.ts";
import { ContactBlock } from "./contact-block.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { WhatsappFloat } from "./whatsapp-float.tsx";

export interface StaticChromeData {
  agency: AgencyContact;
  year: number;
  footerNav: ReadonlyArray<{ to: string; label: string }>;
  locale: Locale;
  messages: Record<string, unknown>;
}

export interface RenderedChrome {
  html: string;
  /** Names this HTML (a digest of it): the browser tells the page's own chrome from a changed one by it. */
  id: string;
}

/** Rendered HTML by catalogue of messages (its identity), then by the other inputs; a few entries at most. */
const rendered = new WeakMap<object, Map<string, RenderedChrome>>();
const KEPT_PER_CATALOGUE = 16;

/** An input's JSON, written once per object: the layout keeps the agency's details per saved profile. */
const texts = new WeakMap<object, string>();
function textOf(input: object): string {
  let text = texts.get(input);
  if (text === undefined) {
    text = JSON.stringify(input);
    texts.set(input, text);
  }
  return text;
}

export function staticChrome(data: StaticChromeData): RenderedChrome {
  const key = `${data.locale} ${data.year} ${textOf(data.agency)} ${textOf(data.footerNav)}`;
  let kept = rendered.get(data.messages);
  if (!kept) {
    kept = new Map();
    rendered.set(data.messages, kept);
  }
  const hit = kept.get(key);
  if (hit !== undefined) return hit;
  const html = render(data);
  const chrome = { html, id: crypto.createHash("sha256").update(html).digest("base64url").slice(0, 16) };
  // A profile saved many times over a process's life: the oldest HTML goes first.
  if (kept.size >= KEPT_PER_CATALOGUE) kept.delete(kept.keys().next().value as string);
  kept.set(key, chrome);
  return chrome;
}

function render(data: StaticChromeData): string {
  return renderToStaticMarkup(
    <LocaleProvider locale={data.locale} messages={data.messages}>
      <ContactBlock agency={data.agency} />
      <SiteFooter agency={data.agency} year={data.year} footerNav={data.footerNav} />
      <WhatsappFloat href={data.agency.whatsappHref} />
    </LocaleProvider>,
  );
}

/**
 * The chrome a page's own request renders: the layout's, with the floating link pointed at the listing's agent when
 * the page named one (issue #35), so the link is right before any JavaScript runs. The link's own `data-chat-float`
 * keeps the agency's address for the pages visited next (app/leads/use-agent-chat.ts).
 */
export function documentChrome(store: RequestStore | undefined): string | undefined {
  const html = store?.documentChrome;
  if (html === undefined || !store?.chatHref) return html;
  return withChatHref(html, store.chatHref);
}

/** The chrome's HTML with the floating link's address replaced (WhatsappFloat writes `href` just before it). */
export function withChatHref(html: string, href: string): string {
  return html.replace(/<a href="[^"]*"(?= data-chat-float=)/, () => `<a href="${escapeAttribute(href)}"`);
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
