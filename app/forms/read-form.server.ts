// Reads a form's body for a route action (issue 32, item 7): a body that is not a form (JSON, a wrong content type,
// a broken multipart body) is the sender's mistake, answered with a Spanish 400 — never a 500, and never an error in
// the log, since anyone can send one.
import { data } from "react-router";

export const FORM_UNREADABLE =
  "El formulario llegó incompleto o en un formato que no es el de la página. Volvé a enviarlo desde el formulario.";

export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(FORM_UNREADABLE, { status: 400 });
  }
}
