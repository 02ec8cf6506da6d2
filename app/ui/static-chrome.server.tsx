// The public layout's static parts (contact block, footer, floating WhatsApp link) rendered to HTML once, by the
// layout's loader: the browser shows and keeps that HTML without their components' code (docs/decisions/173).
import { renderToStaticMarkup } from "react-dom/server";
import { LocaleProvider } from "../i18n/i18n-provider.tsx";
import type { Locale } from "../i18n/locale.ts";
import type { AgencyContact } from "../properties/contact.ts";
import { ContactBlock } from "./contact-block.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { WhatsappFloat } from "./whatsapp-float.tsx";

export function staticChrome(data: {
  agency: AgencyContact;
  year: number;
  footerNav: ReadonlyArray<{ to: string; label: string }>;
  locale: Locale;
  messages: Record<string, unknown>;
}): string {
  return renderToStaticMarkup(
    <LocaleProvider locale={data.locale} messages={data.messages}>
      <ContactBlock agency={data.agency} />
      <SiteFooter agency={data.agency} year={data.year} footerNav={data.footerNav} />
      <WhatsappFloat href={data.agency.whatsappHref} />
    </LocaleProvider>,
  );
}
