// The public navigation of SPEC.md §2, shared by header, mobile menu and footer.

export const PUBLIC_NAV = [
  { to: "/", label: "Home" },
  { to: "/tipo/Venta", label: "Ventas" },
  { to: "/tipo/Alquiler", label: "Alquileres" },
  { to: "/tipo/Alquiler%20Temporal", label: "Temporales" },
  { to: "/sobreNosotros", label: "Nosotros" },
] as const;
