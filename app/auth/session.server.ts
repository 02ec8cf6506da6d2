// Who is signed in. (Placeholder until the staff-auth issue lands: nobody is ever signed in.)

export interface StaffUser {
  id: string;
  email: string;
  name: string;
}

/** The signed-in staff user for this request, or null. */
export async function getUser(_request: Request): Promise<StaffUser | null> {
  return null;
}

/** Public pages send signed-in staff to /dashboard (SPEC.md §2); call first in the public layout loader. */
export async function redirectStaffToDashboard(_request: Request): Promise<void> {}

/** The signed-in staff user, or a redirect to /login that comes back here; first line of every dashboard loader/action. */
export async function requireUser(request: Request): Promise<StaffUser> {
  const user = await getUser(request);
  if (user) return user;
  const url = new URL(request.url);
  throw new Response(null, {
    status: 302,
    headers: { Location: `/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}` },
  });
}
