// Modules made by our Vite plugins.

/** The sprite icons' <symbol>s as markup (scripts/build/lucide-icons.ts); server only. */
declare module "virtual:vitrina-icon-sprite" {
  const symbols: string;
  export default symbols;
}
