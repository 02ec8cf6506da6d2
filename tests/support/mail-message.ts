// Reads a raw message the test SMTP server received: unfolded, decoded headers (RFC 2047 words) and the whole text
// with quoted-printable undone, so tests assert on what the reader sees.
const qp = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16))),
    "latin1",
  ).toString("utf8");

const encodedWords = (s: string) =>
  s.replace(/\s*=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : qp(text.replace(/_/g, " ")),
  );

export interface MailMessage {
  header(name: string): string | undefined;
  /** Headers and body, decoded. */
  text: string;
}

export function readMessage(raw: string): MailMessage {
  const normal = raw.replace(/\r\n/g, "\n");
  const end = normal.indexOf("\n\n");
  const head = normal.slice(0, end).replace(/\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split("\n")) {
    const i = line.indexOf(":");
    if (i > 0) headers.set(line.slice(0, i).toLowerCase(), encodedWords(line.slice(i + 1).trim()));
  }
  const text = `${[...headers].map(([k, v]) => `${k}: ${v}`).join("\n")}\n\n${qp(normal.slice(end + 2))}`;
  return { header: (name) => headers.get(name.toLowerCase()), text };
}
