import { describe, expect, it } from 'vitest';
import { pdfSafeText } from './lines-pdf';

describe('text for the PDF standard font', () => {
  it('keeps French letters, guillemets and the typographic apostrophe', () => {
    expect(pdfSafeText('Œuvre d’Élise : « très bien » — 150\u00a0€ · ok…')).toBe(
      'Œuvre d’Élise : « très bien » — 150\u00a0€ · ok…',
    );
  });

  it('turns the narrow no-break space into a no-break space and drops what the font lacks', () => {
    expect(pdfSafeText('Bravo\u202f! 🎉')).toBe('Bravo\u00a0!');
    expect(pdfSafeText('Tableur\u202f: Excel ✓')).toBe('Tableur\u00a0: Excel');
  });
});
