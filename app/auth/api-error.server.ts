// The code of a failed Better Auth call (auth.api.*: INVALID_EMAIL_OR_PASSWORD, BANNED_USER...), or undefined for any
// other error. Better Auth is imported when asked, not with this module: a call that failed has loaded it already, and
// a worker that only serves public pages never does (decision 262).
export async function authErrorCode(err: unknown): Promise<string | undefined> {
  const { isAPIError } = await import("better-auth/api");
  return isAPIError(err) ? (err.body?.code as string | undefined) : undefined;
}
