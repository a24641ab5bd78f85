import { describe, expect, it } from 'vitest';
import { bugReportMailto } from './mail-draft';

describe('brouillon d’e-mail de secours', () => {
  const report = {
    title: 'Carte vide',
    description: 'La carte des niveaux reste vide & rien ne charge ?',
    location: 'http://localhost/app/activites?x=1',
    userAgent: 'Mozilla/5.0 (X11; Linux)',
  };

  it('s’adresse au support avec le titre, la description, la page et le navigateur', () => {
    const url = new URL(bugReportMailto('support@declic.example', report));
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('support@declic.example');
    expect(url.searchParams.get('subject')).toBe('Signalement de bug : Carte vide');
    const body = url.searchParams.get('body');
    expect(body).toContain('La carte des niveaux reste vide & rien ne charge ?');
    expect(body).toContain('Page : http://localhost/app/activites?x=1');
    expect(body).toContain('Navigateur : Mozilla/5.0 (X11; Linux)');
  });

  it('sans titre, garde un objet clair et coupe une très longue description', () => {
    const url = new URL(bugReportMailto('s@d.fr', { description: 'x'.repeat(5000) }));
    expect(url.searchParams.get('subject')).toBe('Signalement de bug');
    expect(url.searchParams.get('body')!.length).toBeLessThan(1600);
  });
});
