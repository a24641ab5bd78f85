import { XMLParser } from 'fast-xml-parser';

/** A parsed element: text, or children by tag name (a tag listed in REPEATED is always an array). */
export type XmlNode = string | { [tag: string]: XmlNode | XmlNode[] | undefined };

/** Tags that may appear several times under their parent in the ONISEP export. */
const REPEATED = new Set([
  'metier',
  'formation',
  'romeV3',
  'formation_min_requise',
  'centre_interet',
  'synonyme',
  // Under sources_numeriques: the links of the fiche (sites, videos).
  'source',
]);

const parser = new XMLParser({
  ignoreAttributes: true,
  // Codes such as "01" or "MET.1" stay text.
  parseTagValue: false,
  trimValues: true,
  htmlEntities: true,
  isArray: (tag) => REPEATED.has(tag),
});

/** The `<metier>` elements of an ONISEP Idéo « Fiches métiers » export. */
export function parseOnisepMetiers(xml: string): XmlNode[] {
  const document = parser.parse(xml) as { metiers?: { metier?: XmlNode[] } };
  return document.metiers?.metier ?? [];
}

/** The `<formation>` elements of an ONISEP Idéo « Fiches formations » export. */
export function parseOnisepFormations(xml: string): XmlNode[] {
  const document = parser.parse(xml) as { formations?: { formation?: XmlNode[] } };
  return document.formations?.formation ?? [];
}

/** A child element, or undefined. */
export function child(node: XmlNode | undefined, tag: string): XmlNode | undefined {
  if (node === undefined || typeof node === 'string') return undefined;
  const value = node[tag];
  return Array.isArray(value) ? value[0] : value;
}

/** Every child element with that tag (repeated tags). */
export function children(node: XmlNode | undefined, tag: string): XmlNode[] {
  if (node === undefined || typeof node === 'string') return [];
  const value = node[tag];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The text of an element (CDATA included); null when absent or empty. */
export function text(node: XmlNode | undefined): string | null {
  if (typeof node !== 'string') return null;
  const trimmed = node.trim();
  return trimmed === '' ? null : trimmed;
}
