// Staff roles (issue #35): administrators run the agency (users, settings, import, trash purge, every lead);
// agents manage listings and their own and unassigned leads. Stored in Better Auth's user.role column.
export const ROLE_LABELS = { admin: "Administrador", agent: "Agente" } as const;

export type StaffRole = keyof typeof ROLE_LABELS;

export const STAFF_ROLES = Object.keys(ROLE_LABELS) as StaffRole[];

/** Anything but 'agent' is an administrator: accounts from before roles existed keep every right. */
export const roleOf = (stored: string | null | undefined): StaffRole => (stored === "agent" ? "agent" : "admin");

export const FORBIDDEN_TEXT =
  "Tu cuenta no tiene permiso para ver esta sección. Si la necesitás, pedíselo a un administrador.";

/** The dashboard's 403 page. */
export const DASHBOARD_FORBIDDEN = { code: "403", title: "Sin permiso", text: FORBIDDEN_TEXT };

/**
 * Dashboard pages only administrators may open, by path: the guard's callers and the per-route test read it
 * (tests/integration/staff-roles.test.ts), so a new admin page is one line here.
 */
export const ADMIN_ONLY_PATHS = [
  "/dashboard/usuarios",
  "/dashboard/configuracion",
  "/dashboard/propiedades/importar",
  "/dashboard/actividad",
  "/dashboard/consultas/exportar",
] as const;
