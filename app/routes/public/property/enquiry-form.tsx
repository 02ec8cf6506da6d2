// Contact form of the detail page (SPEC.md §5, §7): opens WhatsApp with the enquiry and counts the lead.
import { useEffect, useRef, useState } from "react";
import MessageCircle from "lucide-react/icons/message-circle";
import type { EnquiryListing, EnquiryVisitor } from "../../../properties/whatsapp.ts";
import { useLocale, useT } from "../../../i18n/use-t.ts";
import { msg } from "../../../i18n/msg.ts";
import { OUTBOX_KEY } from "../../../leads/outbox-key.ts";

// The sending code (message text, lead beacon) loads when the visitor starts on the form, not with the page
// (first-load JS budget, docs/decisions/150); four required fields give it time to arrive before the submit.
type Sender = typeof import("./send-enquiry.ts");
let sender: Sender | null = null;
const loadSender = () => import("./send-enquiry.ts").then((m) => (sender = m));

const FIELDS: Array<{
  name: keyof EnquiryVisitor;
  label: string;
  type: string;
  autoComplete: string;
  maxLength: number;
}> = [
  { name: "name", label: msg("Nombre"), type: "text", autoComplete: "name", maxLength: 80 },
  { name: "email", label: msg("Email"), type: "email", autoComplete: "email", maxLength: 100 },
  { name: "phone", label: msg("Teléfono"), type: "tel", autoComplete: "tel", maxLength: 30 },
  { name: "message", label: msg("Mensaje"), type: "textarea", autoComplete: "off", maxLength: 600 },
];

const EMPTY: EnquiryVisitor = { name: "", email: "", phone: "", message: "" };

export function EnquiryForm({ listing, whatsappNumber }: { listing: EnquiryListing; whatsappNumber: string }) {
  const t = useT();
  const locale = useLocale();
  const [values, setValues] = useState(EMPTY);
  const [sentUrl, setSentUrl] = useState<string | null>(null);
  // Uncontrolled fields read on every input: what a visitor typed before the page's JavaScript arrived (it loads
  // after the page, docs/decisions/046) is kept and counts at once.
  const form = useRef<HTMLFormElement>(null);
  const readFields = () => {
    if (!form.current) return;
    const data = new FormData(form.current);
    const next = { ...EMPTY };
    for (const f of FIELDS) next[f.name] = String(data.get(f.name) ?? "");
    setValues(next);
  };
  useEffect(readFields, []);
  // An enquiry a failed request left in the page (app/leads/outbox.ts) is sent again now.
  useEffect(() => {
    try {
      if (localStorage.getItem(OUTBOX_KEY)) void loadSender().then((m) => m.flushLeads());
    } catch {
      // No storage: nothing was kept.
    }
  }, []);
  const [refused, setRefused] = useState<string[]>([]);
  const ready = Object.values(values).every((v) => v.trim() !== "");
  // Fields typed before hydration (no focus event reached React): fetch the sending code as soon as it counts.
  useEffect(() => {
    if (ready) void loadSender();
  }, [ready]);

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!ready) return;
    const website = String(new FormData(e.currentTarget).get("website") ?? "");
    const onErrors = (errors: Record<string, string>) => setRefused(Object.values(errors));
    setRefused([]);
    const send = (m: Sender) => setSentUrl(m.sendEnquiry(whatsappNumber, values, listing, { website, onErrors }));
    if (sender) send(sender);
    else void loadSender().then(send);
  };
  const input = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 focus:border-accent";

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      onInput={readFields}
      onFocus={() => void loadSender()}
      className="relative space-y-4 rounded-lg border border-slate-200 p-4 shadow-sm"
      aria-labelledby="consulta"
    >
      <h2 id="consulta" className="text-xl font-semibold">
        {t("Consultá por esta propiedad")}
      </h2>
      {FIELDS.map((f) => {
        const common = {
          id: `consulta-${f.name}`,
          name: f.name,
          required: true,
          maxLength: f.maxLength,
          autoComplete: f.autoComplete,
          className: input,
        };
        return (
          <div key={f.name}>
            <label htmlFor={common.id} className="font-medium">
              {t(f.label)}
            </label>
            {f.type === "textarea" ? <textarea {...common} rows={4} /> : <input {...common} type={f.type} />}
          </div>
        );
      })}
      {/* Left empty by people (hidden from sight and from the keyboard); bots fill it and are dropped. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label>
          Web
          <input name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <button
        type="submit"
        disabled={!ready}
        className={
          "flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-accent px-4 py-2 " +
          "font-semibold text-white hover:bg-accent-dark disabled:cursor-not-allowed disabled:bg-slate-300 " +
          "disabled:text-slate-600"
        }
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        {t("Enviar consulta por WhatsApp")}
      </button>
      <p className="text-sm text-slate-600">
        {t("Guardamos tus datos solo para responder tu consulta.")}{" "}
        <a href={locale === "en" ? "/en/privacy" : "/privacidad"} className="text-accent underline">
          {t("Privacidad")}
        </a>
      </p>
      <p role="status" className="text-sm text-slate-700">
        {refused.length ? <span className="block text-red-700">{refused.join(" ")}</span> : null}
        {sentUrl && (
          <>
            {t("Abrimos WhatsApp en una ventana nueva. ¿No se abrió?")}{" "}
            <a href={sentUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-accent underline">
              {t("Abrir WhatsApp")}
            </a>
          </>
        )}
      </p>
    </form>
  );
}
