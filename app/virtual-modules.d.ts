// Modules made by the build's own Vite plugins (scripts/build/).

declare module "virtual:vitrina/page-messages" {
  /** Per public route file stem: the catalogue ids its browser code can show (scripts/build/page-messages.ts). */
  const PAGE_IDS: Readonly<Record<string, readonly string[]>>;
  export default PAGE_IDS;
}
