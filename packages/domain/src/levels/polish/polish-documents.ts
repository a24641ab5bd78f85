import { z } from 'zod';
import type { DocumentStep, ProjetStep, TextStep } from '../engine/steps';
import { levelDefinition } from '../journey';
import type { ProductionSourceStep } from '../productions';
import type { POLISH_SOURCE_KEYS, PolishDocumentId } from './polish-ids';

/** One text of a document: a CV section, the letter, a paragraph of the projet… */
export interface PolishField {
  id: string;
  label: string;
  text: string;
}

export { POLISH_DOCUMENT_IDS, POLISH_SOURCE_KEYS, type PolishDocumentId } from './polish-ids';

/** A saved document, as the final polish reads and corrects it. */
export interface PolishDocument {
  id: PolishDocumentId;
  title: string;
  /** Where the document lives: the step the corrections are written back to. */
  source: { level: number; stepId: string; key: (typeof POLISH_SOURCE_KEYS)[number] };
  fields: PolishField[];
}

const record = z.record(z.string(), z.string());
const SOURCES: { id: PolishDocumentId; title: string; source: PolishDocument['source'] }[] = [
  { id: 'cv', title: 'Ton CV', source: { level: 15, stepId: 'cv', key: 'sections' } },
  { id: 'lettre', title: 'Ta lettre de motivation', source: { level: 16, stepId: 'lettre', key: 'text' } },
  { id: 'projet', title: 'Ton projet motivé', source: { level: 18, stepId: 'projet', key: 'paragraphs' } },
  { id: 'star', title: 'Ta réussite racontée', source: { level: 13, stepId: 'star', key: 'fields' } },
  {
    id: 'portfolio',
    title: 'La présentation de ton portfolio',
    source: { level: 24, stepId: 'portfolio', key: 'intro' },
  },
];

/** The labels of a step's texts, from its definition: sections, paragraphs or fields. */
function labelsOf(level: number, stepId: string): Map<string, string> {
  const step = levelDefinition(level)?.steps.find((candidate) => candidate.id === stepId);
  const parts =
    (step as DocumentStep | undefined)?.sections ??
    (step as ProjetStep | undefined)?.paragraphs ??
    (step as TextStep | undefined)?.fields ??
    [];
  return new Map(parts.map((part) => [part.id, part.label]));
}

function fieldsOf(answer: Record<string, unknown>, source: PolishDocument['source']): PolishField[] {
  if (source.key === 'text' || source.key === 'intro') {
    const text = answer[source.key];
    return typeof text === 'string' && text.trim() ? [{ id: source.key, label: 'Texte', text }] : [];
  }
  const parsed = record.safeParse(answer[source.key]);
  if (!parsed.success) return [];
  const labels = labelsOf(source.level, source.stepId);
  return [...labels]
    .map(([id, label]) => ({ id, label, text: parsed.data[id] ?? '' }))
    .filter((field) => field.text.trim() !== '');
}

/** Every document the student saved (passed steps only), with its texts, for the final polish. */
export function polishDocuments(rows: readonly ProductionSourceStep[]): PolishDocument[] {
  return SOURCES.flatMap(({ id, title, source }) => {
    const row = rows.find((r) => r.passed && r.level === source.level && r.stepId === source.stepId);
    const fields = row ? fieldsOf(row.answer, source) : [];
    return fields.length > 0 ? [{ id, title, source, fields }] : [];
  });
}
