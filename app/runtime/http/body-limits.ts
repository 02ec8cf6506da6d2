// How large a request body each route takes (issue 32, item 2): one table for the route map (app/routes.ts),
// read by the Express body limit (server/security.ts through server/boot.ts) and by the routes themselves, so the
// two cannot drift. No dependencies beyond the photo limits: the server imports it natively.
import { MAX_UPLOAD_BYTES, SETTINGS_PATH, UPLOAD_PATH } from "../../photos/limits.ts";

/** Every other request: forms of text. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** 'Propiedades → Importar' (docs/import.md): the CSV plus the photos' ZIP, together. */
export const IMPORT_PATH = "/dashboard/propiedades/importar";
export const MAX_IMPORT_BYTES = 300 * 1024 * 1024;
/** 'Mi perfil': the staff member's photo (app/agency/staff-photos.server.ts). */
export const PROFILE_PATH = "/dashboard/perfil";
/** Room for a multipart body's boundaries and the form's other fields beside its files. */
const FORM_FIELDS = 64 * 1024;

export interface RouteBodyLimit {
  /** A path prefix (matched case-insensitively, as the routes are). */
  prefix: string;
  bytes: number;
}

export interface BodyLimits {
  defaultBytes: number;
  routes: readonly RouteBodyLimit[];
}

export const BODY_LIMITS: BodyLimits = {
  defaultBytes: DEFAULT_BODY_LIMIT,
  routes: [
    // One photo per request, up to 20 MB.
    { prefix: UPLOAD_PATH, bytes: MAX_UPLOAD_BYTES + FORM_FIELDS },
    // 'Configuración': its texts plus a logo and a home photo.
    { prefix: SETTINGS_PATH, bytes: 2 * MAX_UPLOAD_BYTES + FORM_FIELDS },
    { prefix: IMPORT_PATH, bytes: MAX_IMPORT_BYTES + FORM_FIELDS },
    // 'Mi perfil': a photo of up to 5 MB, with room to say so in Spanish for one larger than that.
    { prefix: PROFILE_PATH, bytes: MAX_UPLOAD_BYTES + FORM_FIELDS },
  ],
};

/** The largest body a request to this path may send. */
export function bodyLimitFor(path: string, limits: BodyLimits = BODY_LIMITS): number {
  const lower = path.toLowerCase();
  return limits.routes.find((r) => lower.startsWith(r.prefix.toLowerCase()))?.bytes ?? limits.defaultBytes;
}
