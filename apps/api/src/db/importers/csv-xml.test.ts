import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRecords } from './csv';
import { readOnisepMetier } from './onisep';
import { htmlToText, xmlBlocks, xmlChild } from './xml-text';

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
    <identifiant>MET.42</identifiant>
    <nom_metier>luthier/ère</nom_metier>
    <synonymes><synonyme><nom_metier>autre</nom_metier></synonyme></synonymes>
    <romesV3><romeV3>B1501</romeV3><romeV3>X</romeV3></romesV3>
    <vie_professionnelle><![CDATA[<h3>Salaire</h3><h5>Salaire du débutant</h5><p>1 800 &euro; &amp; plus</p><h3>Suite</h3><p>non</p>]]></vie_professionnelle>
    <niveau_acces_min><id>REF.1</id><libelle>CAP ou équivalent</libelle></niveau_acces_min>
    <formations_min_requise><formation_min_requise><id>FOR.1</id><libelle>CAP assistant luthier</libelle></formation_min_requise></formations_min_requise>
    <centres_interet><centre_interet><id>T.1</id><libelle>j'aime la musique</libelle></centre_interet></centres_interet>`;

  it('lit un métier : intitulé principal, codes ROME valides, niveau, formations, salaire du débutant', () => {
    expect(readOnisepMetier(block)).toMatchObject({
      id: 'MET.42',
      libelle: 'luthier/ère',
      romeCodes: ['B1501'],
      niveauAccesMin: 'CAP ou équivalent',
      formations: [{ id: 'FOR.1', libelle: 'CAP assistant luthier' }],
      salaireDebutant: '1 800 € & plus',
      centresInteret: ["j'aime la musique"],
      url: 'https://www.onisep.fr/http/redirection/metier/slug/MET.42',
    });
    expect(readOnisepMetier('<nom_metier>x</nom_metier>')).toBe('identifiant ONISEP absent ou invalide');
  });

  it('transforme le HTML des CDATA en lignes de texte', () => {
    expect(htmlToText('<![CDATA[<h5>Titre</h5><p>Un &lt;b&gt;  deux</p><p>trois&#39;s</p>]]>')).toBe(
      "Titre\nUn <b> deux\ntrois's",
    );
    expect(xmlBlocks('<a>1</a><a>2</a>', 'a')).toEqual(['1', '2']);
    expect(xmlChild('<a> </a>', 'a')).toBeNull();
  });
});
