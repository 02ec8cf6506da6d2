// The public header with its content kept on the server (kept-markup.ts, docs/decisions/251), per page address: its
// links, the active one and the language switch's target follow from the path and query; and per agency name and
// logo. SiteHeader renders this in the server's build only.
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { KeptElement } from "./kept-element.tsx";

export function KeptHeader({
  solid,
  className,
  agencyName,
  logo,
  content,
}: {
  solid: string;
  className: string;
  agencyName: string;
  logo: object | null;
  content: ReactNode;
}) {
  const { pathname, search } = useLocation();
  return (
    <KeptElement
      as="header"
      data-solid={solid}
      className={className}
      owner={KeptHeader}
      keptKey={`${pathname}${search}\n${agencyName}\n${JSON.stringify(logo)}`}
      render={() => content}
    />
  );
}
