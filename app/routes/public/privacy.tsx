// /privacidad and /en/privacy: what the agency does with an enquiry's data (Ley 25.326, art. 6), from its settings.
import type { Route } from "./+types/privacy";
import { agencySettings } from "../../agency/settings.server.ts";
import { localeFromPath } from "../../i18n/locale.ts";
import { privacyNotice } from "../../leads/privacy-notice.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { pageMeta } from "./page-meta.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const { db, settings } = await runtime();
  const locale = localeFromPath(new URL(request.url).pathname);
  const agency = await agencySettings(db.kysely, settings);
  const notice = privacyNotice({ ...agency, retentionMonths: Number(agency.leadRetentionMonths) }, locale);
  const site = { agencyName: agency.name, publicUrl: settings.PUBLIC_URL, locale };
  return {
    notice,
    meta: pageMeta(site, { title: notice.title, description: notice.description, path: "/privacidad" }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { notice } = loaderData;
  return (
    <main className="mx-auto max-w-3xl px-4 pt-10 pb-16">
      <h1 className="text-3xl font-bold text-slate-900">{notice.title.split(" | ")[0]}</h1>
      {notice.sections.map((s) => (
        <section key={s.heading} className="mt-8">
          <h2 className="text-xl font-semibold text-slate-900">{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p} className="mt-2 text-lg text-slate-700">
              {p}
            </p>
          ))}
        </section>
      ))}
    </main>
  );
}
