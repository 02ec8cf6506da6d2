// Ubicación tab: our own sandboxed map iframe for a vetted Google Maps URL, the agency's Google Maps share link, or
// else the address and a map search link (docs/decisions/022, 088).
import MapPin from "lucide-react/icons/map-pin";
import { useT } from "../../../i18n/use-t.ts";

interface Props {
  address: string;
  locality: string;
  embedUrl: string | null;
  /** A maps.app.goo.gl / goo.gl/maps link: it cannot be embedded without asking Google where it leads. */
  shareUrl: string | null;
  searchUrl: string;
  /** 'Ubicación aproximada' (decision 161), as the loader's text. */
  note?: string | null;
  /** The iframe (a request to Google) is only made once the tab has been opened. */
  load: boolean;
}

export function LocationPanel({ address, locality, embedUrl, shareUrl, searchUrl, note, load }: Props) {
  const t = useT();
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-2">
        <MapPin aria-hidden="true" className="size-5 shrink-0 text-accent" />
        {address}, {locality}
      </p>
      {note ? <p className="font-medium text-amber-800">{note}</p> : null}
      {embedUrl && (
        <div className="aspect-[4/3] w-full overflow-hidden rounded-lg bg-slate-100 sm:aspect-video">
          {load && (
            <iframe
              src={embedUrl}
              title={t("Mapa: {address}, {locality}", { address, locality })}
              loading="lazy"
              sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
              referrerPolicy="strict-origin-when-cross-origin"
              allowFullScreen
              className="h-full w-full border-0"
            />
          )}
        </div>
      )}
      {/* The agency's own pin beats a search for the address. */}
      <a
        href={shareUrl ?? searchUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-block py-2 font-medium text-accent underline"
      >
        {shareUrl ? t("Ver la ubicación en Google Maps") : t("Abrir la dirección en Google Maps")}
      </a>
    </div>
  );
}
