import { describe, expect, it } from 'vitest';
import {
  PDF_LAYOUT,
  pdfFooterText,
  placePdfLines,
  STORY_LAYOUT,
  storyQualityLines,
  storyTopJobs,
  wrapText,
} from './export-layout';

const byLength = (text: string) => text.length;

describe('PDF layout', () => {
  it('is A4 portrait with 15 mm margins and a footer ending with Niveau 4 MBTI at y 295', () => {
    expect(PDF_LAYOUT).toMatchObject({ format: 'a4', orientation: 'portrait', marginMm: 15, footerYMm: 295 });
    expect(pdfFooterText('Déclic')).toMatch(/Niveau 4 MBTI$/);
  });

  it('steps 6 mm per line and breaks pages between y 270 and 280', () => {
    const placed = placePdfLines(Array.from({ length: 60 }, (_, index) => `ligne ${index}`));
    expect(placed[1]!.y - placed[0]!.y).toBe(6);
    const lastOfFirstPage = placed.filter((line) => line.page === 1).at(-1)!;
    expect(lastOfFirstPage.y).toBeGreaterThanOrEqual(270);
    expect(lastOfFirstPage.y).toBeLessThanOrEqual(280);
    const firstOfSecondPage = placed.find((line) => line.page === 2)!;
    expect(firstOfSecondPage.y).toBe(15);
    expect(placed.every((line) => line.y <= 280)).toBe(true);
  });
});

describe('story image layout', () => {
  it('is 1080×1920 with a 420 px avatar', () => {
    expect(STORY_LAYOUT).toMatchObject({ width: 1080, height: 1920, avatarDiameter: 420 });
  });

  it('wraps words under the width', () => {
    expect(wrapText('un deux trois quatre', 10, byLength)).toEqual(['un deux', 'trois', 'quatre']);
  });

  it('keeps at most 3 qualities of at most 3 lines, marking a cut with an ellipsis', () => {
    const long = 'mot '.repeat(20);
    const lines = storyQualityLines([long, 'court', 'moyen', 'quatrième'], 8, byLength);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveLength(3);
    expect(lines[0]![2]).toMatch(/…$/);
    expect(lines[1]).toEqual(['court']);
  });

  it('keeps at most 3 jobs', () => {
    expect(storyTopJobs(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
  });
});
