// GET /favicon.svg: the agency's mark in its accent colour; /favicon.ico (asked for by browsers) redirects here.
import { runtime } from "../../runtime.server.ts";
import { readableAccent } from "../../ui/accent.ts";
import type { Route } from "./+types/favicon";

export async function loader({ request }: Route.LoaderArgs) {
  if (new URL(request.url).pathname.endsWith(".ico")) {
    return new Response(null, { status: 301, headers: { Location: "/favicon.svg", "Cache-Control": "public, max-age=86400" } });
  }
  const { settings } = await runtime();
  const accent = readableAccent(settings.AGENCY_ACCENT);
  // lucide's "house" drawn white on a rounded accent tile.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${accent}"/><g transform="translate(4 4)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8"/><path d="M3 10a2 2 0 0 1 .709-1.528l7-5.999a2 2 0 0 1 2.582 0l7 5.999A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"/></g></svg>`;
  return new Response(svg, {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" },
  });
}
