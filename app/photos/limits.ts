// Upload limits shared by the upload route, the uploader and the Express body limit (no dependencies, so
// the server can import it natively).

/** Largest photo accepted, per file (issue 7). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** Where photos are uploaded, one file per request. */
export const UPLOAD_PATH = "/dashboard/fotos";
/** The 'Configuración' form: its texts plus a logo and a home photo, each up to MAX_UPLOAD_BYTES. */
export const SETTINGS_PATH = "/dashboard/configuracion";
