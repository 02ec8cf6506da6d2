// A lead's pipeline (issue #35): the stored codes, their Spanish labels in order, and the follow-up flag.

export const LEAD_STATUSES = {
  nueva: "Nueva",
  contactada: "Contactada",
  visita: "Visita agendada",
  negociacion: "En negociación",
  ganada: "Cerrada: ganada",
  perdida: "Cerrada: perdida",
} as const;

export type LeadStatus = keyof typeof LEAD_STATUSES;

export const LEAD_STATUS_CODES = Object.keys(LEAD_STATUSES) as LeadStatus[];

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === "string" && Object.hasOwn(LEAD_STATUSES, value);

/** The moment one working day (Monday to Friday) after `from` has passed: a 'Nueva' lead older is flagged. */
export function oneWorkingDayAfter(from: Date): Date {
  const due = new Date(from.getTime() + 24 * 60 * 60 * 1000);
  // Argentina is UTC−3 all year: weekends are counted on its calendar.
  const weekday = () => new Date(due.getTime() - 3 * 60 * 60 * 1000).getUTCDay();
  while (weekday() === 0 || weekday() === 6) due.setTime(due.getTime() + 24 * 60 * 60 * 1000);
  return due;
}

export function needsFollowUp(status: string, createdAt: string, now = new Date()): boolean {
  return status === "nueva" && oneWorkingDayAfter(new Date(createdAt)) <= now;
}
