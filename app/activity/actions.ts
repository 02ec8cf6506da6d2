// The kinds of entries in the activity history and how the 'Actividad' page names them.

export const ACTIVITY_LABELS = {
  create: "Creó",
  edit: "Editó",
  delete: "Envió a la papelera",
  restore: "Restauró",
  purge: "Eliminó definitivamente",
  feature: "Destacó",
  unfeature: "Quitó de destacadas",
  state: "Cambió el estado",
  publish: "Publicó",
  unpublish: "Pasó a borrador",
  duplicate: "Duplicó",
  settings: "Cambió la configuración",
  staff: "Cuenta de personal",
  lead_new: "Recibió una consulta",
  lead_status: "Cambió el estado de una consulta",
  lead_note: "Anotó en una consulta",
  lead_assign: "Reasignó una consulta",
  lead_delete: "Eliminó una consulta",
  lead_anonymise: "Anonimizó consultas",
} as const;

export type ActivityAction = keyof typeof ACTIVITY_LABELS;

export const ACTIVITY_ACTIONS = Object.keys(ACTIVITY_LABELS) as ActivityAction[];
