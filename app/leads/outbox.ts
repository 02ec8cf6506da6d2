// Browser side of stored enquiries (issue #35): each enquiry is kept in localStorage until POST /api/consultas has
// taken it, so a failed request (offline, server down) is sent again later — on the next enquiry form the visitor
// opens, when the connection returns, or a minute later. Loaded on demand with the form's sending code.
import { OUTBOX_KEY } from "./outbox-key.ts";

export const LEADS_ENDPOINT = "/api/consultas";

export interface OutgoingLead {
  propertyId: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  stayFrom: string | null;
  stayTo: string | null;
  language: "es" | "en";
  sourcePage: string;
  website: string;
  /** When it was queued, so two identical enquiries stay two. */
  queuedAt: string;
}

/** The server's Spanish (or English) messages per field, for a refused enquiry. */
export type LeadErrors = Record<string, string>;

function read(): OutgoingLead[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

function write(items: OutgoingLead[]) {
  try {
    if (items.length) localStorage.setItem(OUTBOX_KEY, JSON.stringify(items));
    else localStorage.removeItem(OUTBOX_KEY);
  } catch {
    // Storage refused (private mode, full): the enquiry is still sent once now.
  }
}

const same = (a: OutgoingLead, b: OutgoingLead) => a.queuedAt === b.queuedAt && a.email === b.email;

/** Sends one; true when the server has answered for good (stored, or refused for bad data: no retry helps). */
async function post(lead: OutgoingLead, onErrors?: (errors: LeadErrors) => void): Promise<boolean> {
  try {
    const res = await fetch(LEADS_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(lead),
      keepalive: true,
    });
    if (res.status === 400) {
      const body = (await res.json().catch(() => ({}))) as { errors?: LeadErrors };
      onErrors?.(body.errors ?? {});
      return true;
    }
    return res.ok;
  } catch {
    return false;
  }
}

let flushing: Promise<void> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends every kept enquiry; the ones that fail stay for the next try. */
export function flushLeads(): Promise<void> {
  flushing ??= (async () => {
    for (const lead of read()) {
      if (await post(lead)) write(read().filter((l) => !same(l, lead)));
    }
  })().finally(() => {
    flushing = null;
    if (read().length && !timer) {
      timer = setTimeout(() => {
        timer = undefined;
        void flushLeads();
      }, 60_000);
    }
  });
  return flushing;
}

/** Keeps the enquiry, then sends it (and any left from before). */
export async function queueLead(lead: OutgoingLead, onErrors: (errors: LeadErrors) => void): Promise<void> {
  write([...read(), lead]);
  await flushing;
  if (await post(lead, onErrors)) write(read().filter((l) => !same(l, lead)));
  void flushLeads();
}

if (typeof window !== "undefined") window.addEventListener("online", () => void flushLeads());
