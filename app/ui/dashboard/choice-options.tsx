// The <option>s of the dashboard's pickers that list the same things on several screens: a lead's statuses
// ('Consultas' filter, a lead's page) and the staff members (a lead's agent, a listing's agent).
import { LEAD_STATUS_CODES, LEAD_STATUSES } from "../../leads/statuses.ts";

export function LeadStatusOptions() {
  return LEAD_STATUS_CODES.map((s) => (
    <option key={s} value={s}>
      {LEAD_STATUSES[s]}
    </option>
  ));
}

export function StaffOptions({ staff }: { staff: ReadonlyArray<{ id: string; name: string }> }) {
  return staff.map((s) => (
    <option key={s.id} value={s.id}>
      {s.name}
    </option>
  ));
}
