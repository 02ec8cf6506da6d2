// Text for the ficha's PDF fonts: pdfkit's standard fonts draw WinAnsi (Latin-1 plus a few signs), which covers
// Spanish (á é í ó ú ü ñ ¿ ¡ ²); any other character would print as a wrong glyph, so it is dropped.
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function drawable(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  if (ch === "\n") return true;
  if (code >= 0x20 && code < 0x7f) return true;
  if (code >= 0xa0 && code <= 0xff) return true;
  return WIN_ANSI_EXTRAS.has(ch);
}

export function pdfText(text: string): string {
  return [...text.normalize("NFC")].filter(drawable).join("");
}
