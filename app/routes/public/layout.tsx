// Public layout: header, page, contact block, footer, floating WhatsApp link; staff are sent to /dashboard.
import type { Messages } from "@lingui/core";
import { Outlet, type ShouldRevalidateFunctionArgs, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { redirectStaffToDashboard } from "../../auth/session.server.ts";
import { shownAgencyProfile } from "../../agency/settings.server.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { shownNow } from "../../runtime/process/clock.server.ts";
import { agencyGreeting, socialLabel, type AgencyContact } from "../../properties/contact.ts";
import { whatsappUrl } from "../../properties/whatsapp.ts";
import { safeMapEmbedUrl } from "../../properties/maps.ts";
import { usePageViews } from "../../analytics/use-page-views.ts";
import { accentVariables } from "../../ui/accent.ts";
import { RouteError } from "../../ui/route-error.tsx";
import { SiteHeader } from "../../ui/site-header.tsx";
import { StaticChrome } from "../../ui/static-chrome.tsx";
import { staticChrome } from "../../ui/static-chrome.server.tsx";
import { FOOTER_NAV } from "../../ui/footer-nav.server.ts";
import { currentRequest } from "../../log/request-context.server.ts";
import { PropertyNavigationPending } from "./property/pending.tsx";
import { allMessages } from "../../i18n/catalog.server.ts";
import { pageMessages } from "../../i18n/page-messages.server.ts";
import { localeFromPath } from "../../i18n/locale.ts";
import { LocaleProvider } from "../../i18n/i18n-provider.tsx";
import { useT } from "../../i18n/use-t.ts";

type AgencyProfile = Awaited<ReturnType<typeof shownAgencyProfile>>;

/** What the pages show of the agency, never the settings object: made once per saved profile (kept per version). */
const contacts = new WeakMap<AgencyProfile, AgencyContact>();
function agencyContact(p: AgencyProfile): AgencyContact {
  let agency = contacts.get(p);
  if (!agency) {
    agency = {
      name: p.name,
      tagline: p.tagline,
      logo: p.logo,
      address: p.address,
      phone: p.phone,
      email: p.email,
      whatsapp: p.whatsapp,
      whatsappHref: whatsappUrl(p.whatsapp, agencyGreeting(p.name)),
      social: p.social
        .split("\n")
        .filter(Boolean)
        .map((url) => ({ url, label: socialLabel(url) })),
      // The same vetting as listing maps (docs/decisions/022): only a Google Maps embed URL reaches the page.
      mapEmbedUrl: safeMapEmbedUrl(p.map),
    };
    contacts.set(p, agency);
  }
  return agency;
}

export async function loader({ request }: Route.LoaderArgs) {
  await redirectStaffToDashboard(request);
  const locale = localeFromPath(new URL(request.url).pathname);
  const { settings: s, db } = await runtime();
  // Kept per site version: a saved change shows at once everywhere (decisions 110, 140).
  const p = await shownAgencyProfile(db.kysely, s);
  const agency = agencyContact(p);
  const year = shownNow().getFullYear();
  // Contact block, footer and WhatsApp link as HTML: their code stays on the server (docs/decisions/173). A page's
  // own request renders it into the page and sends only its id as data; a navigation's data carries the HTML
  // (docs/decisions/230). It is rendered with the whole catalogue: its messages never go to the browser (220).
  const chrome = staticChrome({ agency, year, footerNav: FOOTER_NAV, locale, messages: allMessages(locale) });
  const store = currentRequest();
  if (store?.document) store.documentChrome = chrome.html;
  return {
    // The header's part: the rest of the agency's details are in the contact block's HTML (the chrome, decision 173).
    agency: { name: agency.name, logo: agency.logo },
    about: p.about,
    hero: p.hero,
    accent: accentVariables(p.accent),
    publicUrl: s.PUBLIC_URL,
    gaMeasurementId: p.analytics || null,
    year,
    // The page's language and the compiled messages of the layout's own parts (Spanish: only those with values,
    // docs/decisions/170); each page's loader sends its own (docs/decisions/220).
    locale,
    messages: pageMessages(request, "layout"),
    chrome: store?.document ? undefined : chrome.html,
    chromeId: chrome.id,
  };
}

/** The layout's data is settings: reload it only after a form action, not on every filter change. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : false;
}

type LayoutData = Route.ComponentProps["loaderData"];

/** Header, page, contact block, footer and the floating WhatsApp link around a public page, in its language. */
function PublicShell({ data, children }: { data: LayoutData; children: React.ReactNode }) {
  // The page's own messages come with its data (app/i18n/page-messages.server.ts); none when its loader failed.
  const page = useMatches().at(-1)?.loaderData as { messages?: Messages } | undefined;
  return (
    <LocaleProvider locale={data.locale} messages={data.messages} pageMessages={page?.messages}>
      <ShellFrame data={data}>{children}</ShellFrame>
    </LocaleProvider>
  );
}

function ShellFrame({ data, children }: { data: LayoutData; children: React.ReactNode }) {
  const { agency, accent } = data;
  const t = useT();
  return (
    <div style={accent as React.CSSProperties} className="flex min-h-screen flex-col">
      <a
        href="#contenido"
        className={
          "sr-only z-[60] rounded-md bg-white px-4 py-3 font-semibold text-slate-900 focus:not-sr-only " +
          "focus:fixed focus:top-2 focus:left-2"
        }
      >
        {t("Saltar al contenido")}
      </a>
      <SiteHeader agencyName={agency.name} logo={agency.logo} />
      {/* Each page renders its own <main>; this is the skip link's target. */}
      <div id="contenido" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </div>
      <StaticChrome html={data.chrome} id={data.chromeId} />
      <PropertyNavigationPending />
    </div>
  );
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  usePageViews(loaderData.gaMeasurementId);
  return (
    <PublicShell data={loaderData}>
      <Outlet />
    </PublicShell>
  );
}

/** A public page that failed (e.g. the database is down): the message inside the site's header and footer. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const message = <RouteError error={error} withTitle />;
  // The layout's own loader failed or never ran (a method the page does not take): no agency data to draw the header
  // with; the root's error texts say it in the page's language.
  return loaderData ? (
    <PublicShell data={loaderData}>{message}</PublicShell>
  ) : (
    <RootErrorTexts>{message}</RootErrorTexts>
  );
}

/** The root loader sends the message page's texts for English pages only (app/root.tsx). */
function RootErrorTexts({ children }: { children: React.ReactNode }) {
  const texts = (useRouteLoaderData("root") as { errorMessages?: Messages } | undefined)?.errorMessages;
  return texts ? (
    <LocaleProvider locale="en" messages={texts}>
      {children}
    </LocaleProvider>
  ) : (
    children
  );
}
