// The words of the alert e-mails and of the confirm, manage and unsubscribe pages, in the visitor's language.
import type { Locale } from "../i18n/locale.ts";
import type { Frequency } from "./frequency.ts";

const es = {
  frequency: { instant: "al instante", daily: "diaria", weekly: "semanal" } as Record<Frequency, string>,
  anySearch: "todas las propiedades",
  confirmSubject: (agency: string) => `Confirmá tu búsqueda guardada en ${agency}`,
  confirmBody: (agency: string, search: string, frequency: string) =>
    `Pediste que ${agency} te avise de nuevas propiedades (${search}), con frecuencia ${frequency}.`,
  confirmAction: "Confirmar mi búsqueda",
  confirmValid: "El enlace vale 7 días. Si no lo pediste, ignorá este mensaje: no te enviaremos nada.",
  alertSubject: (agency: string, n: number) =>
    n === 1 ? `1 novedad para tu búsqueda en ${agency}` : `${n} novedades para tu búsqueda en ${agency}`,
  alertIntro: (search: string) => `Novedades para tu búsqueda (${search}):`,
  isNew: "Nueva",
  dropped: (from: string, to: string) => `Bajó de precio: ${from} → ${to}`,
  bedrooms: (n: string) => `${n} dorm.`,
  bathrooms: (n: string) => `${n} baños`,
  seeListing: "Ver la propiedad",
  seeAll: "Ver todas las propiedades de esta búsqueda",
  manage: "Gestionar mis búsquedas",
  unsubscribe: "Darme de baja de esta búsqueda",
  why: (agency: string) => `Recibís este correo porque guardaste una búsqueda en ${agency}.`,
  // Pages
  savedTitle: "Revisá tu correo",
  saved: (email: string) =>
    `Te enviamos un correo a ${email} con un enlace para confirmar la búsqueda. Hasta que lo confirmes no te enviaremos avisos.`,
  refusedTitle: "No pudimos guardar la búsqueda",
  refusal: {
    email: "El correo electrónico no es válido.",
    frequency: "Elegí con qué frecuencia querés recibir los avisos.",
    cap: "Ya tenés 20 búsquedas guardadas con este correo. Borrá alguna para guardar otra.",
    throttled: "Recibimos demasiados pedidos. Probá de nuevo en unos minutos.",
    mail: "No pudimos enviar el correo de confirmación. Probá de nuevo más tarde.",
  },
  badLinkTitle: "El enlace no es válido",
  badLink: {
    invalid: "El enlace no es válido o está incompleto. Copialo entero desde el correo.",
    expired: "El enlace venció. Guardá la búsqueda de nuevo para recibir otro.",
    gone: "Esta búsqueda ya no existe: quizás la borraste o venció sin confirmarse.",
  },
  confirmedTitle: "Búsqueda confirmada",
  confirmed: (frequency: string) =>
    `Listo: te avisaremos de nuevas propiedades y bajas de precio (frecuencia ${frequency}).`,
  manageTitle: "Mis búsquedas guardadas",
  manageEmpty: "No tenés búsquedas guardadas.",
  frequencyLabel: "Frecuencia",
  saveFrequency: "Guardar frecuencia",
  deleteOne: "Borrar esta búsqueda",
  deleteAll: "Borrar todas mis búsquedas",
  frequencySaved: "Frecuencia guardada.",
  deleted: "Búsqueda borrada.",
  deletedAll: "Borramos todas tus búsquedas.",
  unsubscribeTitle: "Darme de baja",
  unsubscribeAsk: (search: string) => `¿Dejar de recibir avisos de la búsqueda «${search}»?`,
  unsubscribeButton: "Darme de baja",
  unsubscribed: "Listo: no te enviaremos más avisos de esta búsqueda.",
  backHome: "Volver al inicio",
  backToSearch: "Volver a la búsqueda",
  pageTitle: "Búsquedas guardadas",
};

type Texts = typeof es;

const en: Texts = {
  frequency: { instant: "instant", daily: "daily", weekly: "weekly" },
  anySearch: "all properties",
  confirmSubject: (agency) => `Confirm your saved search at ${agency}`,
  confirmBody: (agency, search, frequency) =>
    `You asked ${agency} to tell you about new properties (${search}), ${frequency}.`,
  confirmAction: "Confirm my search",
  confirmValid: "The link works for 7 days. If you did not ask for this, ignore this e-mail: we will send nothing.",
  alertSubject: (agency, n) =>
    n === 1 ? `1 update for your saved search at ${agency}` : `${n} updates for your saved search at ${agency}`,
  alertIntro: (search) => `Updates for your search (${search}):`,
  isNew: "New",
  dropped: (from, to) => `Price reduced: ${from} → ${to}`,
  bedrooms: (n) => `${n} bedr.`,
  bathrooms: (n) => `${n} bathr.`,
  seeListing: "See the property",
  seeAll: "See every property of this search",
  manage: "Manage my searches",
  unsubscribe: "Unsubscribe from this search",
  why: (agency) => `You get this e-mail because you saved a search at ${agency}.`,
  savedTitle: "Check your e-mail",
  saved: (email) =>
    `We sent an e-mail to ${email} with a link to confirm the search. We will send no alerts until you confirm it.`,
  refusedTitle: "We could not save the search",
  refusal: {
    email: "The e-mail address is not valid.",
    frequency: "Choose how often you want to get alerts.",
    cap: "You already have 20 saved searches with this address. Delete one to save another.",
    throttled: "We received too many requests. Please try again in a few minutes.",
    mail: "We could not send the confirmation e-mail. Please try again later.",
  },
  badLinkTitle: "The link is not valid",
  badLink: {
    invalid: "The link is not valid or is incomplete. Copy all of it from the e-mail.",
    expired: "The link has expired. Save the search again to get a new one.",
    gone: "This search no longer exists: it was deleted or expired unconfirmed.",
  },
  confirmedTitle: "Search confirmed",
  confirmed: (frequency) => `Done: we will tell you about new properties and price drops (${frequency}).`,
  manageTitle: "My saved searches",
  manageEmpty: "You have no saved searches.",
  frequencyLabel: "Frequency",
  saveFrequency: "Save frequency",
  deleteOne: "Delete this search",
  deleteAll: "Delete all my searches",
  frequencySaved: "Frequency saved.",
  deleted: "Search deleted.",
  deletedAll: "We deleted all your searches.",
  unsubscribeTitle: "Unsubscribe",
  unsubscribeAsk: (search) => `Stop getting alerts for the search “${search}”?`,
  unsubscribeButton: "Unsubscribe",
  unsubscribed: "Done: we will send no more alerts for this search.",
  backHome: "Back to the home page",
  backToSearch: "Back to the search",
  pageTitle: "Saved searches",
};

export const alertTexts = (locale: Locale): Texts => (locale === "en" ? en : es);
