// The agency's public contact data as pages need it, and the greeting of its WhatsApp chat link (whatsapp.ts).

export interface AgencyContact {
  name: string;
  tagline: string;
  /** The uploaded logo ('Configuración'), or null for the drawn mark. */
  logo: { src: string; width: number; height: number } | null;
  address: string;
  phone: string;
  email: string;
  /** WhatsApp number in wa.me form (settings normalise it: 5493546461234). */
  whatsapp: string;
  /** The agency's social profiles ('Configuración'), each with a readable name. */
  social: Array<{ url: string; label: string }>;
  /** The chat link with the agency's greeting, built on the server so whatsapp.ts stays out of the shell. */
  whatsappHref: string;
  /** A vetted Google Maps embed URL, or null when the setting is not one (no map is shown then). */
  mapEmbedUrl: string | null;
}

export function agencyGreeting(agencyName: string): string {
  return `¡Hola ${agencyName}! Les escribo desde su sitio web y quisiera hacer una consulta.`;
}

/** A readable name for the social profile link, from its host. */
export function socialLabel(url: string): string {
  let host = "";
  try {
    host = new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return "Redes sociales";
  }
  const known: Record<string, string> = {
    "instagram.com": "Instagram",
    "facebook.com": "Facebook",
    "x.com": "X",
    "twitter.com": "X",
    "tiktok.com": "TikTok",
    "youtube.com": "YouTube",
    "linkedin.com": "LinkedIn",
  };
  return known[host] ?? "Redes sociales";
}

/** Dials the phone as written: keeps digits and a leading '+'. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/\D/g, "")}`;
}
