// SPEC.md §1's contact block, at the end of every public page: map, logo, address, phone, e-mail, social, WhatsApp.
import AtSign from "lucide-react/icons/at-sign";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import { telHref, type AgencyContact } from "../properties/contact.ts";
import { buttonClass } from "./button.tsx";
import { Logo } from "./logo.tsx";
import { MapEmbed } from "./map-embed.tsx";
import { useT } from "../i18n/use-t.ts";

export function ContactBlock({ agency }: { agency: AgencyContact }) {
  const t = useT();
  return (
    <section id="contacto" aria-labelledby="contacto-titulo" className="bg-slate-50 py-16">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 md:grid-cols-2">
        {agency.mapEmbedUrl ? (
          <MapEmbed src={agency.mapEmbedUrl} title={t("Mapa: {address}", { address: agency.address })} />
        ) : (
          <div className="hidden md:block" />
        )}
        <div className="flex flex-col gap-5">
          <h2 id="contacto-titulo" className="text-3xl font-bold text-slate-900">
            {t("Contacto")}
          </h2>
          <div>
            <Logo name={agency.name} image={agency.logo} />
            {/* Our default tagline is a catalogue id (English on /en); one the agency wrote stays as written. */}
            {agency.tagline ? <p className="mt-2 text-lg text-slate-700">{t(agency.tagline)}</p> : null}
          </div>
          <ul className="flex flex-col gap-1 text-slate-800">
            <li className="flex items-start gap-3 py-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
              <span>{agency.address}</span>
            </li>
            <li>
              <a href={telHref(agency.phone)} className="flex min-h-11 items-center gap-3 hover:underline">
                <Phone aria-hidden="true" className="size-5 shrink-0 text-accent" />
                <span>
                  <span className="sr-only">{t("Teléfono:")} </span>
                  {agency.phone}
                </span>
              </a>
            </li>
            <li>
              <a href={`mailto:${agency.email}`} className="flex min-h-11 items-center gap-3 break-all hover:underline">
                <Mail aria-hidden="true" className="size-5 shrink-0 text-accent" />
                <span>
                  <span className="sr-only">{t("E-mail:")} </span>
                  {agency.email}
                </span>
              </a>
            </li>
            {agency.social.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex min-h-11 items-center gap-3 hover:underline"
                >
                  <AtSign aria-hidden="true" className="size-5 shrink-0 text-accent" />
                  <span>{t("Seguinos en {network}", { network: link.label })}</span>
                </a>
              </li>
            ))}
          </ul>
          <a
            href={agency.whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("primary", "self-start")}
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            {t("Escribinos por WhatsApp")}
          </a>
        </div>
      </div>
    </section>
  );
}
