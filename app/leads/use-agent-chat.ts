// On a listing's page, the layout's floating chat link goes to the listing's agent (issue #35) instead of the
// agency, and back when the visitor leaves the page. A page's own HTML already has it (the server writes the agent's
// address into the chrome, static-chrome.server.tsx); this keeps it right over navigations in the browser, where the
// layout's server-made link (decision 173) stays. The link's `data-chat-float` holds the agency's address.
import { useEffect } from "react";

export function useAgentChat(href: string | null): void {
  useEffect(() => {
    const link = document.querySelector<HTMLAnchorElement>("a[data-chat-float]");
    const agency = link?.dataset.chatFloat;
    if (!link || !agency) return;
    link.href = href ?? agency;
    return () => {
      link.href = agency;
    };
  }, [href]);
}
