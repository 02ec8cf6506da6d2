// The sign-in error catalogue (SPEC.md §8): one Spanish sentence per cause, shown in the red box on /login.
export type LoginErrorCode = "invalid-credential" | "user-disabled" | "too-many-requests" | "storage-unavailable";

export function loginErrorMessage(code: LoginErrorCode | (string & {}) | null | undefined): string {
  switch (code) {
    case "invalid-credential":
      return "El nombre de usuario o contraseña son incorrectos. Intenta nuevamente.";
    case "user-disabled":
      return "Este usuario ha sido deshabilitado. Contacta al administrador.";
    case "too-many-requests":
      return "Has intentado iniciar sesión demasiadas veces. Intenta más tarde.";
    // Not in SPEC.md §8: the database refuses writes (decision 084), which "Intenta nuevamente" would not fix.
    case "storage-unavailable":
      return (
        "No se pudo iniciar sesión porque el servidor no puede guardar datos (puede estar sin espacio en disco). " +
        "Avisale al administrador del sitio."
      );
    default:
      return `Ocurrió un error inesperado (${code || "UNKNOWN_ERROR"}). Intenta nuevamente.`;
  }
}
