// Reads the CSV 'Importar' takes: our own export (';', BOM, CRLF) or a spreadsheet's (',' or ';', with or
// without BOM). The separator is the one the header line uses; quoted cells may hold separators and line breaks.

export interface CsvTable {
  header: string[];
  /** Each data row with its line number in the file (for messages), blank lines left out. */
  rows: Array<{ line: number; cells: string[] }>;
}

/** The header decides: whichever of ';' and ',' appears more often outside quotes. */
export function detectSeparator(text: string): ";" | "," {
  let semi = 0;
  let comma = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && ch === ";") semi++;
    else if (!quoted && ch === ",") comma++;
  }
  return comma > semi ? "," : ";";
}

export function parseCsv(input: string): CsvTable {
  const text = input.startsWith("\uFEFF") ? input.slice(1) : input;
  const sep = detectSeparator(text);
  const records: Array<{ line: number; cells: string[] }> = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0].trim() !== "") records.push({ line: start, cells });
    cells = [];
    cell = "";
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === "\n") line++;
        cell += ch;
      }
    } else if (ch === '"' && cell === "") quoted = true;
    else if (ch === sep) {
      cells.push(cell);
      cell = "";
    } else if (ch === "\r" || ch === "\n") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRecord();
      line++;
      start = line;
    } else cell += ch;
  }
  if (cell !== "" || cells.length > 0) endRecord();
  const [head, ...rows] = records;
  return { header: (head?.cells ?? []).map((h) => h.trim()), rows };
}

/** Undoes the export's guard against spreadsheet formulas: a leading apostrophe before = + - @ (csv.ts). */
export function unguardCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}
