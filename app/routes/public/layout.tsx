// Public layout: header, page, contact block, footer, floating WhatsApp link; staff are sent to /dashboard.
import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/layout";
import { redirectStaffToDashboard } from "../../auth/session.server.ts";
import { runtime } from "../../runtime.server.ts";
import { socialLabel, type AgencyContact } from "../../properties/contact.ts";
import { safeMapEmbedUrl } from "../../properties/maps.ts";
import { usePageViews } from "../../analytics/use-page-views.ts";
import { accentVariables } from "../../ui/accent.ts";
import { ContactBlock } from "../../ui/contact-block.tsx";
import { SiteFooter } from "../../ui/site-footer.tsx";
import { SiteHeader } from "../../ui/site-header.tsx";
import { WhatsappFloat } from "../../ui/whatsapp-float.tsx";
import { PropertyNavigationPending } from "./property/pending.tsx";

export async function loader({ request }: Route.LoaderArgs) {
  await redirectStaffToDashboard(request);
  const { settings: s } = await runtime();
  // Only what the pages show goes to the browser, never the settings object.
  const agency: AgencyContact = {
    name: s.AGENCY_NAME,
    address: s.AGENCY_ADDRESS,
    phone: s.AGENCY_PHONE,
    email: s.AGENCY_EMAIL,
    whatsapp: s.AGENCY_WHATSAPP,
    socialUrl: s.AGENCY_SOCIAL_URL,
    socialLabel: socialLabel(s.AGENCY_SOCIAL_URL),
    // The same vetting as listing maps (docs/decisions/022): only a Google Maps embed URL reaches the page.
    mapEmbedUrl: safeMapEmbedUrl(s.AGENCY_MAP_EMBED),
  };
  return {
    agency,
    accent: accentVariables(s.AGENCY_ACCENT),
    publicUrl: s.PUBLIC_URL,
    gaMeasurementId: s.GA_MEASUREMENT_ID ?? null,
    year: new Date().getFullYear(),
  };
}

/** The layout's data is settings: reload it only after a form action, not on every filter change. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : false;
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const { agency, accent, gaMeasurementId, year } = loaderData;
  usePageViews(gaMeasurementId);
  return (
    <div style={accent as React.CSSProperties} className="flex min-h-screen flex-col">
      <a
        href="#contenido"
        className="sr-only z-[60] rounded-md bg-white px-4 py-3 font-semibold text-slate-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Saltar al contenido
      </a>
      <SiteHeader agencyName={agency.name} />
      {/* Each page renders its own <main>; this is the skip link's target. */}
      <div id="contenido" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </div>
      <ContactBlock agency={agency} />
      <SiteFooter agencyName={agency.name} year={year} />
      <WhatsappFloat number={agency.whatsapp} agencyName={agency.name} />
      <PropertyNavigationPending />
    </div>
  );
}
