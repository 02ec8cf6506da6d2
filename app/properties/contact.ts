// The agency's public contact data as pages need it, and its WhatsApp click-to-chat link.
// (The enquiry text of a listing lives in whatsapp.ts, owned by the detail page.)

export interface AgencyContact {
  name: string;
  address: string;
  phone: string;
  email: string;
  /** WhatsApp number as digits only, international form (wa.me wants no '+', spaces or dashes). */
  whatsapp: string;
  socialUrl: string;
  socialLabel: string;
  mapEmbedUrl: string;
}

/** wa.me link that opens a chat with the text already typed. */
export function whatsappChatUrl(digits: string, text: string): string {
  return `https://wa.me/${digits.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
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
