// The e-mail a new lead sends to its agent at once (issue #35): SMTP through nodemailer when SMTP_URL is set,
// otherwise one line in the server log. Plain text and HTML, with the link to the lead's page.
import { log as serverLog } from "../log/logger.server.ts";
import { smtpSender } from "../mail/smtp.server.ts";
import type { StoredLead } from "./create.server.ts";

export interface LeadMail {
  to: string;
  agentName: string;
  lead: StoredLead;
  url: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export type SendLeadMail = (mail: LeadMail) => Promise<void>;

export const leadPath = (id: string) => `/dashboard/consultas/${id}`;

function lines({ agentName, lead, url }: LeadMail): Array<[string, string]> {
  return [
    ["Propiedad", `${lead.propertyName} (código ${lead.propertyId})`],
    ["Nombre", lead.name],
    ["Email", lead.email],
    ["Teléfono", lead.phone],
    ...(lead.stayFrom && lead.stayTo
      ? ([["Estadía", `${lead.stayFrom} → ${lead.stayTo}`]] as Array<[string, string]>)
      : []),
    ["Idioma", lead.language === "en" ? "Inglés" : "Español"],
    ["Mensaje", lead.message],
    ["Para", agentName],
    ["Ver la consulta", url],
  ];
}

export function leadMailText(mail: LeadMail): string {
  return [`Nueva consulta por ${mail.lead.propertyName}:`, "", ...lines(mail).map(([k, v]) => `${k}: ${v}`)].join("\n");
}

export function leadMailHtml(mail: LeadMail): string {
  const rows = lines(mail)
    .slice(0, -1)
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v).replace(/\n/g, "<br>")}</td></tr>`)
    .join("");
  return `<p>Nueva consulta por <strong>${escapeHtml(mail.lead.propertyName)}</strong>:</p><table>${rows}</table><p><a href="${escapeHtml(mail.url)}">Ver la consulta</a></p>`;
}

export function createLeadMailer(options: {
  smtpUrl?: string;
  from: string;
  log?: (line: string) => void;
}): SendLeadMail {
  const log = options.log ?? ((line: string) => serverLog.info(line));
  if (!options.smtpUrl) {
    return async (mail) => log(`Nueva consulta para ${mail.to} (SMTP_URL no está definido): ${mail.url}`);
  }
  const send = smtpSender(options.smtpUrl);
  return async (mail) => {
    await send({
      from: options.from,
      to: mail.to,
      subject: `Nueva consulta: ${mail.lead.propertyName}`,
      text: leadMailText(mail),
      html: leadMailHtml(mail),
    });
  };
}
