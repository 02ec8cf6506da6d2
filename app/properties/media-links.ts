// A listing's video and virtual-tour links (issue 34): the hosts each field takes and the video's embed address.
// Small and pure: the field rules (listing-fields.ts) and the detail page's player both use it.

export interface VideoEmbed {
  host: "YouTube" | "Vimeo";
  /** Built only on the privacy-enhanced YouTube host or Vimeo's player (the CSP's frame-src names both). */
  src: string;
}

export const VIDEO_FRAME_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;
export const VIDEO_MESSAGE = "Pegá un enlace de YouTube o Vimeo.";
export const TOUR_MESSAGE = "Pegá un enlace de Matterport, Kuula o Google Street View.";

function web(text: string): URL | null {
  if (!URL.canParse(text.trim())) return null;
  const url = new URL(text.trim());
  return url.protocol === "https:" || url.protocol === "http:" ? url : null;
}
const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^(www\.|m\.)/, "");
const within = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The embed for a YouTube or Vimeo link (watch, share, shorts or embed forms), or null. */
export function videoEmbed(text: string | null | undefined): VideoEmbed | null {
  const url = text ? web(text) : null;
  if (!url) return null;
  const host = hostOf(url);
  const path = url.pathname.split("/").filter(Boolean);
  const youtube =
    host === "youtu.be"
      ? path[0]
      : host === "youtube.com" || host === "youtube-nocookie.com"
        ? path[0] === "watch"
          ? url.searchParams.get("v")
          : ["embed", "shorts", "live"].includes(path[0] ?? "")
            ? path[1]
            : null
        : null;
  if (youtube && /^[\w-]{11}$/.test(youtube))
    return { host: "YouTube", src: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1` };
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const i = path.findIndex((p) => /^\d{5,12}$/.test(p));
    if (i < 0) return null;
    // An unlisted video's link carries its hash after the id.
    const hash = path[i + 1] && /^[0-9a-f]{6,}$/.test(path[i + 1]) ? `&h=${path[i + 1]}` : "";
    return { host: "Vimeo", src: `https://player.vimeo.com/video/${path[i]}?autoplay=1&dnt=1${hash}` };
  }
  return null;
}

/** A Matterport, Kuula or Google Street View link (a Street View panorama, or a Google Maps short link). */
export function isTourLink(text: string): boolean {
  const url = web(text);
  if (!url) return false;
  const host = hostOf(url);
  if (within(host, "matterport.com") || within(host, "kuula.co")) return true;
  if (host === "maps.app.goo.gl" || (host === "goo.gl" && url.pathname.startsWith("/maps"))) return true;
  const google = /^(maps\.)?google\.[a-z]{2,3}(\.[a-z]{2})?$/.test(host);
  const panorama = /,3a,|!1e1|map_action=pano/.test(url.pathname + url.search);
  return google && (url.pathname.startsWith("/maps") || host.startsWith("maps.")) && panorama;
}
