import { type CvLayout, type CvLine, cvFileName } from '@declic/domain';
import { downloadLinesPdf } from '../../../../lib/pdf/lines-pdf';

/**
 * The one-page A4 CV, downloaded. Returns the layout: when it runs over one page the PDF
 * still has every line, and the screen asks to shorten.
 */
export function downloadCvPdf(lines: readonly CvLine[]): Promise<CvLayout> {
  const name = lines.find((line) => line.style === 'title')?.text;
  return downloadLinesPdf(lines, { title: name ? `CV — ${name}` : 'CV', fileName: cvFileName(name) });
}
