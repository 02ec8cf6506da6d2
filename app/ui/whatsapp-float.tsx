// The floating WhatsApp chat link of the public layout (SPEC.md §1).
import MessageCircle from "lucide-react/icons/message-circle";
import { useT } from "../i18n/use-t.ts";

/** `href` is the chat link the layout's loader builds (whatsapp.ts stays on the server). */
export function WhatsappFloat({ href }: { href: string }) {
  const t = useT();
  return (
    // A landmark of its own, so all content stays inside one (axe 'region').
    <aside aria-label="Chat">
      <a
        href={href}
        // A listing's page points it at the listing's agent (issue #35): in its HTML (static-chrome.server.tsx)
        // and on navigations (use-agent-chat.ts); this keeps the agency's address to go back to. Right after href.
        data-chat-float={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t("Chatear por WhatsApp")}
        // Steps aside while a control lies under it (float-clearance.ts sets data-covering); on a phone, where the
        // page's controls span the width, it waits for that check to show at all (issue 31). Only the opacity
        // fades: hidden, it is out of reach at once.
        data-float=""
        data-unchecked=""
        className={
          "fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-[#0b7a5c] " +
          "text-white shadow-lg transition-[opacity,scale] hover:scale-105 motion-reduce:transition-none " +
          "data-covering:invisible data-covering:opacity-0 max-md:data-unchecked:invisible " +
          "max-md:data-unchecked:opacity-0"
        }
      >
        <MessageCircle aria-hidden="true" className="size-7" />
      </a>
    </aside>
  );
}
