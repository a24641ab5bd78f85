import type { AttendusRecord } from '../catalog/formation-attendus';
import { mentionKey, variantKey } from '../catalog/mention-key';
import type { RejectionLog } from './importer';
import { onisepFormationUrl } from './onisep-formation-links';
import { child, parseOnisepFormations, text } from './onisep-xml';
import { decodeEntities } from './xml-text';

export const ONISEP_ATTENDUS_SOURCE = 'onisep';

/** The national attendus ONISEP copies from Parcoursup into one formation fiche. */
export interface OnisepAttendus {
  /** ONISEP identifier, `FOR.xxx`. */
  id: string;
  libelle: string;
  attendus: string[];
}

/** One mention's attendus, as stored in formation_attendus. */
export interface MentionAttendus {
  mentionKey: string;
  libelle: string;
  attendus: string[];
  sourceId: string;
}

// Shorter than this, a line is a stray word or a number, not an expectation.
const MIN_ITEM_LENGTH = 12;

/** An HTML fragment → one line of plain text. */
function plainText(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .replace(/[\s,;]+$/, '')
    .trim();
}

/** A heading in capitals (« QUALITÉS HUMAINES ») or a lead-in (« Il est attendu des candidats : »). */
function isHeading(line: string): boolean {
  return line === line.toUpperCase() || line.endsWith(':') || /^Attendus nationaux\b/i.test(line);
}

/**
 * The attendus block of a fiche (HTML from a CDATA) → its expectations in plain text. A block
 * with a list keeps the list items (the paragraphs around them introduce or comment); a block
 * of prose gives one item per paragraph, headings and lead-ins left out.
 */
export function attendusItems(html: string): string[] {
  const body = html.replace(/<!\[CDATA\[|\]\]>/g, '').replace(/<h\d\b[^>]*>[\s\S]*?<\/h\d>/gi, ' ');
  const listed = /<li\b/i.test(body);
  const parts = listed
    ? body
        .split(/<li\b[^>]*>/i)
        .slice(1)
        .map((part) => part.split(/<\/li>|<\/?[uo]l\b/i)[0] ?? '')
    : body.split(/<\/p>|<p\b[^>]*>|<br\s*\/?>|\n\s*\n/i);
  return parts
    .map(plainText)
    .filter((line) => line.length >= MIN_ITEM_LENGTH && (listed || !isHeading(line)));
}

/** Each `<formation>` on its own, so one broken fiche (an unclosed CDATA) costs only itself. */
function formationBlocks(xml: string): string[] {
  return [...xml.matchAll(/<formation>[\s\S]*?<\/formation>/g)].map((match) => match[0]);
}

function readFiche(block: string, rejections: RejectionLog): OnisepAttendus | null {
  if (!block.includes('<attendus')) return null;
  let formation: ReturnType<typeof parseOnisepFormations>[number] | undefined;
  try {
    formation = parseOnisepFormations(`<formations>${block}</formations>`)[0];
  } catch {
    rejections.add('fiche ONISEP illisible (XML mal formé) : attendus ignorés', block.slice(0, 100));
    return null;
  }
  const html = text(child(formation, 'attendus'));
  if (!html) return null;
  const id = text(child(formation, 'identifiant'));
  const libelle = text(child(formation, 'libelle_complet'));
  if (!id || !/^FOR\.\d+$/.test(id) || !libelle) {
    rejections.add(
      'fiche ONISEP à attendus sans identifiant FOR.xxx ou sans libellé',
      (id ?? libelle ?? html).slice(0, 100),
    );
    return null;
  }
  const attendus = attendusItems(html);
  if (attendus.length === 0) {
    rejections.add('fiche ONISEP dont les attendus n’ont aucun élément lisible', `${id} ${libelle}`);
    return null;
  }
  return { id, libelle: libelle.replace(/\s+/g, ' '), attendus };
}

/** The fiches of an ONISEP Idéo « Fiches formations » export that carry national attendus. */
export function parseOnisepAttendus(xml: string, rejections: RejectionLog): OnisepAttendus[] {
  return formationBlocks(xml).flatMap((block) => readFiche(block, rejections) ?? []);
}

/** « BUT informatique parcours réalisation d'applications » → « BUT informatique ». */
function mentionLibelle(libelle: string): string {
  return libelle.split(/\s+(?:parcours|option)\b/i)[0]!.trim();
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * One entry per mention. Fiches sharing a key (the parcours of a BUT, the options of a BTS) are
 * kept when their attendus are identical; otherwise the fiche of the mention itself (no parcours
 * nor option in its name) wins; otherwise each fiche stays under its parcours or option key
 * only, and the bare mention gets nothing — no attendus is better than another option's.
 */
export function attendusByMention(fiches: OnisepAttendus[]): MentionAttendus[] {
  const byKey = new Map<string, OnisepAttendus[]>();
  for (const fiche of fiches) {
    const key = mentionKey(fiche.libelle);
    if (key) byKey.set(key, [...(byKey.get(key) ?? []), fiche]);
  }
  const mentions: MentionAttendus[] = [];
  const add = (key: string, fiche: OnisepAttendus, libelle: string) =>
    mentions.push({ mentionKey: key, libelle, attendus: fiche.attendus, sourceId: fiche.id });
  for (const [key, group] of byKey) {
    const sorted = [...group].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
    const first = sorted[0]!;
    const chosen = sorted.every((fiche) => sameList(fiche.attendus, first.attendus))
      ? first
      : sorted.find((fiche) => mentionLibelle(fiche.libelle) === fiche.libelle);
    if (chosen) {
      add(key, chosen, mentionLibelle(chosen.libelle));
      continue;
    }
    for (const fiche of sorted) {
      const variant = variantKey(fiche.libelle);
      if (variant) add(variant, fiche, fiche.libelle);
    }
  }
  return mentions;
}

/** The attendus of an ONISEP « Fiches formations » export, one record per mention. */
export function readOnisepAttendus(xml: string, rejections: RejectionLog): AttendusRecord[] {
  return attendusByMention(parseOnisepAttendus(xml, rejections)).map((mention) => ({
    mention_key: mention.mentionKey,
    libelle: mention.libelle,
    attendus: mention.attendus,
    source: ONISEP_ATTENDUS_SOURCE,
    source_id: mention.sourceId,
    source_url: onisepFormationUrl(mention.sourceId),
  }));
}
