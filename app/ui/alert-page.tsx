// The frame of the alert pages (confirm, manage, unsubscribe, the form's answer): a title, a message, a way back.
// Outside the public layout, so the language comes from the loader, not from the layout's provider.
import { alertTexts } from "../alerts/texts.ts";
import { type Locale, localizedPath } from "../i18n/locale.ts";

interface Props {
  locale: Locale;
  title: string;
  message?: string;
  /** A refusal: the message is an error (role alert, red). */
  refused?: boolean;
  /** The search's results (the form's answer); else the home page. */
  back?: string;
  children?: React.ReactNode;
}

export function AlertPage({ locale, title, message, refused = false, back, children }: Props) {
  return (
    <main lang={locale} className="mx-auto flex min-h-svh max-w-2xl flex-col gap-6 px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      {message ? (
        <p
          role={refused ? "alert" : "status"}
          className={
            refused
              ? "rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900"
              : "rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-900"
          }
        >
          {message}
        </p>
      ) : null}
      {children}
      <a
        href={back ?? localizedPath("/", locale)}
        className="inline-flex min-h-11 items-center self-start text-accent underline"
      >
        {back ? alertTexts(locale).backToSearch : alertTexts(locale).backHome}
      </a>
    </main>
  );
}

/** The alert pages are private: a title and no indexing. */
export const alertMeta = (title: string | undefined) => [
  { title: title ?? "Vitrina" },
  { name: "robots", content: "noindex" },
];
