import { PDF_FILE_NAME, PDF_LAYOUT, pdfFooterText, placePdfLines, splitParagraphs } from '@declic/domain';
import type { MbtiAnalysisView } from '../api/mbti-analysis';
import { TEXTES } from '../textes';

type LineStyle = 'title' | 'heading' | 'body';
interface StyledLine {
  text: string;
  style: LineStyle;
}

const FONT: Record<LineStyle, { size: number; weight: 'bold' | 'normal' }> = {
  title: { size: 16, weight: 'bold' },
  heading: { size: 13, weight: 'bold' },
  body: { size: 11, weight: 'normal' },
};

/** The PDF's standard font has no narrow no-break space: a plain no-break space reads the same. */
const pdfText = (text: string) => text.replaceAll('\u202f', '\u00a0');

const BLANK: StyledLine = { text: '', style: 'body' };

function sections(view: MbtiAnalysisView): StyledLine[] {
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
    const skills = job.skills.length > 0 ? ` : ${job.skills.join(', ')}` : '';
    lines.push({ text: `• ${job.title}${skills}`, style: 'body' });
  }
  return lines;
}

/** Builds the A4 PDF of the level 4 results with jsPDF (loaded only now) and downloads it. */
export async function downloadResultsPdf(view: MbtiAnalysisView, productName: string): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ format: PDF_LAYOUT.format, orientation: PDF_LAYOUT.orientation, unit: 'mm' });
  const width = PDF_LAYOUT.pageWidthMm - 2 * PDF_LAYOUT.marginMm;
  const wrapped = sections(view).flatMap((line) => {
    doc.setFont('helvetica', FONT[line.style].weight).setFontSize(FONT[line.style].size);
    return (doc.splitTextToSize(pdfText(line.text), width) as string[]).map((text) => ({ ...line, text }));
  });
  const placed = placePdfLines(wrapped.map((line) => line.text));
  placed.forEach((line, index) => {
    while (doc.getNumberOfPages() < line.page) doc.addPage();
    doc.setPage(line.page);
    const style = FONT[wrapped[index]!.style];
    doc.setFont('helvetica', style.weight).setFontSize(style.size);
    doc.text(line.text, PDF_LAYOUT.marginMm, line.y);
  });
  const footer = pdfText(pdfFooterText(productName));
  for (let page = 1; page <= doc.getNumberOfPages(); page++) {
    doc.setPage(page);
    doc.setFont('helvetica', 'normal').setFontSize(9);
    doc.text(footer, PDF_LAYOUT.pageWidthMm / 2, PDF_LAYOUT.footerYMm, { align: 'center' });
  }
  doc.save(PDF_FILE_NAME);
}
