// GET /robots.txt: everything public may be crawled; staff pages, login and the beacon may not.
import { runtime } from "../../runtime/process/runtime.server.ts";

export async function loader() {
  const { settings } = await runtime();
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /dashboard",
    "Disallow: /login",
    "Disallow: /api/",
    "",
    `Sitemap: ${settings.PUBLIC_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
