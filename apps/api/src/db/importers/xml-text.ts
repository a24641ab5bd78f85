/**
 * Just enough XML reading for regular open-data exports (ONISEP Idéo): blocks by tag name,
 * the text of a child tag, CDATA and HTML turned into plain text. Not a general XML parser.
 */

/** Every `<tag>…</tag>` block's inner text (the tag must not nest inside itself). */
export function xmlBlocks(xml: string, tag: string): string[] {
  const pattern = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g');
  return [...xml.matchAll(pattern)].map((match) => match[1] ?? '');
}

/** The first `<tag>` child's content, unwrapped from CDATA; null when absent or empty. */
export function xmlChild(xml: string, tag: string): string | null {
  const [block] = xmlBlocks(xml, tag);
  if (block === undefined) return null;
  const text = unwrapCdata(block).trim();
  return text === '' ? null : decodeEntities(text);
}

function unwrapCdata(text: string): string {
  return text.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1');
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
  euro: '€',
  rsquo: '’',
  laquo: '«',
  raquo: '»',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** HTML of a CDATA section → plain text, one paragraph or heading per line. */
export function htmlToText(html: string): string {
  return decodeEntities(
    unwrapCdata(html)
      .replace(/<\/(p|h\d|li)>/gi, '\n')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<[^>]+>/g, ''),
  )
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
