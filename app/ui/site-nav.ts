// The public navigation of SPEC.md §2, shared by header, mobile menu and footer (labels translated where shown).
import { msg } from "../i18n/msg.ts";

export const PUBLIC_NAV = [
  { to: "/", label: msg("Home") },
  { to: "/tipo/Venta", label: msg("Ventas") },
  { to: "/tipo/Alquiler", label: msg("Alquileres") },
  { to: "/tipo/Alquiler%20Temporal", label: msg("Temporales") },
  { to: "/sobreNosotros", label: msg("Nosotros") },
] as const;
