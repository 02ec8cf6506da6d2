// Who answers the listing's enquiries, above the form (issue #35): the agent's shown name and photo, or their
// initials in a circle. Nothing else of the staff member reaches the page.
import type { PropertyPageData } from "../property.server.ts";
import { useT } from "../../../i18n/use-t.ts";

export function ListingAgent({ agent }: { agent: NonNullable<PropertyPageData["agent"]> }) {
  const t = useT();
  return (
    <div className="mb-4 flex items-center gap-3 rounded-lg border border-slate-200 p-4 shadow-sm">
      {agent.photo ? (
        <img
          src={agent.photo.src}
          srcSet={`${agent.photo.src} 96w, ${agent.photo.src2x} 192w`}
          sizes="64px"
          width={64}
          height={64}
          alt=""
          loading="lazy"
          className="size-16 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-accent text-xl font-semibold text-white"
        >
          {agent.initials}
        </span>
      )}
      <p className="min-w-0">
        <span className="block text-sm text-slate-600">{t("Agente de esta propiedad")}</span>
        <span className="block font-semibold break-words">{agent.name}</span>
      </p>
    </div>
  );
}
