import { splitParagraphs } from '@declic/domain';
import type { MbtiAnalysisView } from '../api/mbti-analysis';
import { TEXTES } from '../textes';

export type LineStyle = 'title' | 'heading' | 'body';
export interface StyledLine {
  text: string;
  style: LineStyle;
}

/** The PDF's standard font has no narrow no-break space: a plain no-break space reads the same. */
export const pdfText = (text: string) => text.replaceAll('\u202f', '\u00a0');

const BLANK: StyledLine = { text: '', style: 'body' };

/** What the level 4 PDF says, line by line before wrapping (pure, tested). */
export function pdfSections(view: MbtiAnalysisView): StyledLine[] {
  const { read } = view;
  const title = [read.personalityType, view.typeTitle].filter(Boolean).join(' — ');
  const lines: StyledLine[] = [
    { text: TEXTES.resultsTitle, style: 'title' },
    { text: title, style: 'heading' },
  ];
  for (const paragraph of splitParagraphs(read.personalityAnalysis))
    lines.push({ text: paragraph, style: 'body' }, BLANK);
  if (read.strengths.length > 0) {
    lines.push({ text: TEXTES.strengthsTitle, style: 'heading' });
    for (const strength of read.strengths) lines.push({ text: `• ${strength}`, style: 'body' });
    lines.push(BLANK);
  }
  lines.push({ text: TEXTES.jobsTitle, style: 'heading' });
  for (const job of read.jobs) {
    const skills = job.skills.length > 0 ? `\u202f: ${job.skills.join(', ')}` : '';
    lines.push({ text: `• ${job.title}${skills}`, style: 'body' });
  }
  return lines;
}
