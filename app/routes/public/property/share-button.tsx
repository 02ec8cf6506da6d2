// 'Compartir': the system share sheet where there is one (phones), else copies the link.
import { useState } from "react";
import Share2 from "lucide-react/icons/share-2";
import { useT } from "../../../i18n/use-t.ts";

export function ShareButton({ title, url }: { title: string; url: string }) {
  const t = useT();
  const [status, setStatus] = useState("");

  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (err) {
        if ((err as Error).name === "AbortError") return; // the visitor closed the share sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t("Enlace copiado"));
    } catch {
      setStatus(t("Copiá este enlace: {url}", { url }));
    }
  };

  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        onClick={share}
        className={
          "inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-4 py-2 " +
          "font-medium hover:border-accent hover:text-accent"
        }
      >
        <Share2 aria-hidden="true" className="size-5" />
        {t("Compartir")}
      </button>
      <span role="status" className="text-sm text-slate-700">
        {status}
      </span>
    </div>
  );
}
