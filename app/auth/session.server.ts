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
