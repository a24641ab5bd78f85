/**
 * A small RFC 4180 reader for the open-data files (leading BOM, CRLF, any one-character separator): fields optionally in double quotes, doubled quotes
 * inside them, line breaks allowed in quoted fields. Blank lines are skipped (some ROME files
 * put one after every record).
 */
export function parseCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    row.push(field);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    field = '';
  };
  for (; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"' && field === '') {
      // A quote opens a quoted field only at its start; elsewhere it is an ordinary character.
      quoted = true;
    } else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** Rows as objects keyed by the header line; `Column` names the columns the caller reads. */
export function parseCsvRecords<Column extends string = string>(
  text: string,
  separator = ',',
): Array<Record<Column, string>> {
  const [header, ...rows] = parseCsv(text, separator);
  if (!header) return [];
  return rows.map(
    (cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])) as Record<Column, string>,
  );
}
