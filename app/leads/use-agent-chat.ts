// On a listing's page, the layout's floating chat link goes to the listing's agent (issue #35) instead of the
// agency, and back when the visitor leaves the page. The link is the layout's server-made HTML (decision 173), so
// its address is set here, once the page has hydrated; without JavaScript it stays the agency's.
import { useEffect } from "react";

export function useAgentChat(href: string | null): void {
  useEffect(() => {
    const link = document.querySelector<HTMLAnchorElement>("a[data-chat-float]");
    if (!href || !link) return;
    const agency = link.href;
    link.href = href;
    return () => {
      link.href = agency;
    };
  }, [href]);
}
