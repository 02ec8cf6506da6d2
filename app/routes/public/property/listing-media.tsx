// The listing's video and virtual tour on the detail page (issue 34). The video is a placeholder until the visitor
// clicks it: only then is the player's iframe made, so nothing is asked of YouTube or Vimeo before that click.
// Without JavaScript the placeholder is a link to the video. The tour opens in a new tab.
import { useState } from "react";
import { useT } from "../../../i18n/use-t.ts";
import { videoEmbed } from "../../../properties/media-links.ts";

const LINK =
  "inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-4 py-2 font-medium " +
  "hover:border-accent hover:text-accent";

export function ListingMedia({ video, tour, name }: { video: string | null; tour: string | null; name: string }) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  const embed = videoEmbed(video);
  if (!embed && !tour) return null;
  return (
    <section aria-labelledby="video-tour-titulo" className="space-y-3">
      <h2 id="video-tour-titulo" className="text-lg font-semibold">
        {embed && tour ? t("Video y tour virtual") : embed ? t("Video") : t("Tour virtual")}
      </h2>
      {embed ? (
        <div className="relative aspect-video overflow-hidden rounded-xl bg-slate-800">
          {playing ? (
            <iframe
              src={embed.src}
              title={t("Video de {name}", { name })}
              allow="autoplay; fullscreen; picture-in-picture"
              allowFullScreen
              className="absolute inset-0 size-full border-0"
            />
          ) : (
            <a
              href={video!}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(e) => {
                e.preventDefault();
                setPlaying(true);
              }}
              className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center text-white"
            >
              <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-accent">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-8 fill-current">
                  <path d="M7 4.5v15l12-7.5z" />
                </svg>
              </span>
              <span className="text-lg font-semibold">{t("Ver el video")}</span>
              <span className="text-sm text-slate-200">
                {t("Se carga desde {host} cuando hacés clic.", { host: embed.host })}
              </span>
            </a>
          )}
        </div>
      ) : null}
      {tour ? (
        <a href={tour} target="_blank" rel="noopener noreferrer" className={LINK}>
          {t("Abrir el tour virtual")}
          <span className="sr-only"> {t("(se abre en una pestaña nueva)")}</span>
        </a>
      ) : null}
    </section>
  );
}
