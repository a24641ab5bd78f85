import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRecords } from './csv';
import { readOnisepMetier } from './onisep';
import { parseOnisepMetiers } from './onisep-xml';
import { htmlToText } from './xml-text';

describe('lecteur CSV', () => {
  it('gère guillemets, guillemets doublés, retours à la ligne et lignes vides', () => {
    const text = '\uFEFF"a","b"\r\n"1","dit ""oui""\nsur deux lignes"\n\n2,sans guillemets\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b'],
      ['1', 'dit "oui"\nsur deux lignes'],
      ['2', 'sans guillemets'],
    ]);
    expect(parseCsvRecords<'a' | 'b'>('a;b\nx;\n', ';')).toEqual([{ a: 'x', b: '' }]);
  });
});

describe('lecture XML ONISEP', () => {
  const block = `
    <identifiant type="ideo">MET.42</identifiant>
    <nom_metier>luthier/ère</nom_metier>
    <synonymes><synonyme><nom_metier>autre</nom_metier></synonyme></synonymes>
    <romesV3><romeV3>B1501</romeV3><romeV3>X</romeV3></romesV3>
    <vie_professionnelle><![CDATA[<h3>Salaire</h3><h5>Salaire du débutant</h5><p>1 800 &euro; &amp; plus</p><h3>Suite</h3><p>non</p>]]></vie_professionnelle>
    <niveau_acces_min><id>REF.1</id><libelle>CAP ou équivalent</libelle></niveau_acces_min>
    <formations_min_requise><formation_min_requise><id>FOR.1</id><libelle>CAP assistant luthier</libelle></formation_min_requise></formations_min_requise>
    <centres_interet><centre_interet><id>T.1</id><libelle>j'aime la musique</libelle></centre_interet></centres_interet>`;

  it('lit un métier : intitulé principal, codes ROME valides, niveau, formations, salaire du débutant', () => {
    const [metier] = parseOnisepMetiers(`<metiers><metier>${block}</metier></metiers>`);
    expect(readOnisepMetier(metier!)).toMatchObject({
      id: 'MET.42',
      libelle: 'luthier/ère',
      romeCodes: ['B1501'],
      niveauAccesMin: 'CAP ou équivalent',
      formations: [{ id: 'FOR.1', libelle: 'CAP assistant luthier' }],
      salaireDebutant: '1 800 € & plus',
      centresInteret: ["j'aime la musique"],
      url: 'https://www.onisep.fr/http/redirection/metier/slug/MET.42',
    });
    const [nameless] = parseOnisepMetiers('<metiers><metier><nom_metier>x</nom_metier></metier></metiers>');
    expect(readOnisepMetier(nameless!)).toBe('identifiant ONISEP absent ou invalide');
  });

  it('lit un attribut, une CDATA qui se termine à la ligne et un seul métier comme une liste', () => {
    const xml = `<metiers><metier><identifiant>MET.7</identifiant><nom_metier lang="fr">a &amp; b</nom_metier>
      <vie_professionnelle><![CDATA[<h5>Salaire du débutant</h5><p>1 900 euros.</p>
]]></vie_professionnelle></metier></metiers>`;
    const metiers = parseOnisepMetiers(xml);
    expect(metiers).toHaveLength(1);
    expect(readOnisepMetier(metiers[0]!)).toMatchObject({
      libelle: 'a & b',
      salaireDebutant: '1 900 euros.',
    });
  });

  it('transforme le HTML des CDATA en lignes de texte', () => {
    expect(htmlToText('<![CDATA[<h5>Titre</h5><p>Un &lt;b&gt;  deux</p><p>trois&#39;s</p>]]>')).toBe(
      "Titre\nUn <b> deux\ntrois's",
    );
  });
});
