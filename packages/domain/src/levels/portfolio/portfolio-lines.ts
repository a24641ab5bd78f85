import { formatDate, typographieFr } from '../../format/typography';
import { BLANK_LINE, type CvLine, cvTypography, fileSlug } from '../cv/cv-layout';
import type { PortfolioSection } from './portfolio-sections';

const paragraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => cvTypography(line))
    .filter(Boolean);

/**
 * The portfolio as lines for the PDF (the CV's fonts and page layout): a title page header,
 * the student's introduction, then each section with its labels and texts, on as many pages
 * as it takes.
 */
export function portfolioLines(
  firstName: string,
  intro: string,
  sections: readonly PortfolioSection[],
  today: Date,
): CvLine[] {
  const lines: CvLine[] = [
    { text: firstName ? `Portfolio de ${firstName}` : 'Mon portfolio', style: 'title' },
    { text: 'Mon parcours d’orientation avec Déclic', style: 'subtitle' },
    { text: `Mis à jour le ${formatDate(today)}`, style: 'contact' },
  ];
  const intros = paragraphs(intro);
  if (intros.length > 0) {
    lines.push(BLANK_LINE, { text: 'EN QUELQUES MOTS', style: 'heading' });
    for (const text of intros) lines.push({ text, style: 'body' });
  }
  for (const section of sections) {
    lines.push(BLANK_LINE, {
      text: typographieFr(section.title).toLocaleUpperCase('fr-FR'),
      style: 'heading',
    });
    for (const block of section.blocks) {
      if (block.label) lines.push({ text: block.label, style: 'contact' });
      for (const text of paragraphs(block.text)) lines.push({ text, style: 'body' });
    }
  }
  return lines;
}

/** « declic-portfolio-lea.pdf »: the first name in plain letters. */
export function portfolioFileName(firstName: string): string {
  const slug = fileSlug(firstName);
  return slug ? `declic-portfolio-${slug}.pdf` : 'declic-portfolio.pdf';
}
