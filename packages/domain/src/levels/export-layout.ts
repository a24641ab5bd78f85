/** Layout limits of the level 4 exports (spec section 9): the PDF and the story image. */

export const PDF_LAYOUT = {
  format: 'a4',
  orientation: 'portrait',
  pageWidthMm: 210,
  marginMm: 15,
  lineStepMm: 6,
  /** A line that would start below this y goes to a new page (spec: around 270–280). */
  pageBreakYMm: 275,
  footerYMm: 295,
} as const;

export const PDF_FILE_NAME = 'declic-resultats-mbti.pdf';

export function pdfFooterText(productName: string): string {
  return `${productName} — Niveau 4 MBTI`;
}

export interface PlacedLine {
  page: number;
  y: number;
  text: string;
}

/** Places already wrapped lines from the top margin, one line step apart, breaking pages. */
export function placePdfLines(lines: readonly string[], startY = PDF_LAYOUT.marginMm): PlacedLine[] {
  let page = 1;
  let y = startY;
  return lines.map((text) => {
    if (y > PDF_LAYOUT.pageBreakYMm) {
      page += 1;
      y = PDF_LAYOUT.marginMm;
    }
    const placed = { page, y, text };
    y += PDF_LAYOUT.lineStepMm;
    return placed;
  });
}

export const STORY_LAYOUT = {
  width: 1080,
  height: 1920,
  avatarDiameter: 420,
  maxQualities: 3,
  maxLinesPerQuality: 3,
  maxJobs: 3,
} as const;

export const STORY_FILE_NAME = 'declic-story-mbti.png';

/** Greedy word wrap against a measure function (the canvas's measureText in the browser). */
export function wrapText(text: string, maxWidth: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (current !== '' && measure(candidate) > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current !== '') lines.push(current);
  return lines;
}

/** At most 3 qualities of at most 3 lines (the last kept line ends with an ellipsis when cut). */
export function storyQualityLines(
  qualities: readonly string[],
  maxWidth: number,
  measure: (text: string) => number,
): string[][] {
  return qualities.slice(0, STORY_LAYOUT.maxQualities).map((quality) => {
    const lines = wrapText(quality, maxWidth, measure);
    if (lines.length <= STORY_LAYOUT.maxLinesPerQuality) return lines;
    const kept = lines.slice(0, STORY_LAYOUT.maxLinesPerQuality);
    kept[kept.length - 1] = `${kept[kept.length - 1]}…`;
    return kept;
  });
}

export function storyTopJobs(jobs: readonly string[]): string[] {
  return jobs.slice(0, STORY_LAYOUT.maxJobs);
}
