import {
  CV_FONTS,
  CV_TEXT_WIDTH_MM,
  type CvLayout,
  type CvLine,
  type CvLineStyle,
  layoutCv,
  PDF_LAYOUT,
} from '@declic/domain';

// The PDF standard fonts only know the Windows-1252 characters: Latin-1 plus these.
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const HEADING_RGB = [30, 64, 175] as const;
const INK_RGB = [20, 20, 30] as const;
const SOFT_RGB = [80, 80, 95] as const;

/**
 * Text the standard font can draw: the narrow no-break space becomes a no-break space (it reads
 * the same), other characters it lacks (emoji) are dropped rather than printed as garbage.
 */
export function pdfSafeText(text: string): string {
  return [...text.replaceAll('\u202f', '\u00a0')]
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return (
        (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(char)
      );
    })
    .join('')
    .trim();
}

const color: Record<CvLineStyle, readonly [number, number, number]> = {
  title: INK_RGB,
  subtitle: HEADING_RGB,
  contact: SOFT_RGB,
  heading: HEADING_RGB,
  body: INK_RGB,
};

/**
 * Builds an A4 PDF from lines in the CV's fonts (jsPDF, loaded only now) and downloads it,
 * on as many pages as the lines take. Returns the layout, pages included.
 */
export async function downloadLinesPdf(
  lines: readonly CvLine[],
  file: { title: string; fileName: string },
): Promise<CvLayout> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ format: PDF_LAYOUT.format, orientation: PDF_LAYOUT.orientation, unit: 'mm' });
  const applyFont = (style: CvLineStyle) =>
    doc
      .setFont('helvetica', CV_FONTS[style].bold ? 'bold' : 'normal')
      .setFontSize(CV_FONTS[style].sizePt)
      .setTextColor(...color[style]);
  const safe = lines.map((line) => ({ ...line, text: pdfSafeText(line.text) }));
  const layout = layoutCv(safe, (text, style) => {
    applyFont(style);
    return doc.splitTextToSize(text, CV_TEXT_WIDTH_MM) as string[];
  });
  const right = PDF_LAYOUT.pageWidthMm - PDF_LAYOUT.marginMm;
  for (const line of layout.lines) {
    while (doc.getNumberOfPages() < line.page) doc.addPage();
    doc.setPage(line.page);
    applyFont(line.style);
    doc.text(line.text, PDF_LAYOUT.marginMm, line.y);
    if (line.style === 'heading') {
      doc.setDrawColor(...HEADING_RGB).setLineWidth(0.3);
      doc.line(PDF_LAYOUT.marginMm, line.y + 1.5, right, line.y + 1.5);
    }
  }
  doc.setProperties({ title: pdfSafeText(file.title), creator: 'Déclic' });
  doc.setLanguage('fr-FR');
  doc.save(file.fileName);
  return layout;
}
