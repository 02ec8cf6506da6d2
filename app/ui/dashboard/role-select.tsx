// The staff role picker of 'Usuarios' (new account and an account's profile): every role, by its Spanish name.
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from "../../auth/roles.ts";

/** The labelled 'Rol' picker; `labelClass` keeps each form's type size. */
export function RoleSelect({ defaultValue, labelClass }: { defaultValue: StaffRole; labelClass: string }) {
  return (
    <label className={labelClass}>
      Rol
      <select name="role" defaultValue={defaultValue} className="mt-1 min-h-11 rounded-md border border-slate-300 px-3">
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </select>
    </label>
  );
}
