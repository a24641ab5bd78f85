import { PDF_FILE_NAME, PDF_LAYOUT, pdfFooterText, placePdfLines } from '@declic/domain';
import type { MbtiAnalysisView } from '../api/mbti-analysis';
import { type LineStyle, pdfSections, pdfText } from './pdf-content';

const FONT: Record<LineStyle, { size: number; weight: 'bold' | 'normal' }> = {
  title: { size: 16, weight: 'bold' },
  heading: { size: 13, weight: 'bold' },
  body: { size: 11, weight: 'normal' },
};

/** Builds the A4 PDF of the level 4 results with jsPDF (loaded only now) and downloads it. */
export async function downloadResultsPdf(view: MbtiAnalysisView, productName: string): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ format: PDF_LAYOUT.format, orientation: PDF_LAYOUT.orientation, unit: 'mm' });
  const width = PDF_LAYOUT.pageWidthMm - 2 * PDF_LAYOUT.marginMm;
  const wrapped = pdfSections(view).flatMap((line) => {
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
