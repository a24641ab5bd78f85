import { describe, expect, it } from 'vitest';
import { ATTENDUS_FIXTURE_XML, FIXTURE_BUT_INFO_ATTENDUS } from './attendus-fixtures';
import { RejectionLog } from './importer';
import { attendusByMention, attendusItems, parseOnisepAttendus, readOnisepAttendus } from './onisep-attendus';

const reasons = (log: RejectionLog) => Object.fromEntries(log.list().map((r) => [r.reason, r.count]));

describe('attendus des fiches ONISEP', () => {
  it('garde les éléments de liste en texte simple, sans le titre ni les paragraphes autour', () => {
    const items = attendusItems(
      '<h5>Attendus nationaux de Parcoursup</h5><p>Intro.</p><ul><li><p>Aimer <b>lire</b> &amp; écrire,</p></li><li>Savoir  se\n taire ;</li></ul>',
    );
    expect(items).toEqual(['Aimer lire & écrire', 'Savoir se taire']);
  });

  it('fait un élément par paragraphe quand le bloc est en prose, sans titres, amorces ni bribes', () => {
    const items = attendusItems(
      '<p>QUALITÉS ATTENDUES</p><p>Il est attendu des candidats :</p><p>Savoir travailler seul</p><p>Oui.</p><p>Être curieux du monde qui nous entoure</p>',
    );
    expect(items).toEqual(['Savoir travailler seul', 'Être curieux du monde qui nous entoure']);
  });

  it('lit les fiches à attendus et refuse, avec leur raison, les fiches cassées', () => {
    const rejections = new RejectionLog();
    const fiches = parseOnisepAttendus(ATTENDUS_FIXTURE_XML, rejections);
    expect(fiches.map((fiche) => fiche.id)).toEqual([
      'FOR.11',
      'FOR.12',
      'FOR.20',
      'FOR.30',
      'FOR.41',
      'FOR.42',
    ]);
    expect(fiches[0]?.attendus).toEqual(FIXTURE_BUT_INFO_ATTENDUS);
    expect(fiches.find((fiche) => fiche.id === 'FOR.20')?.attendus).toEqual([
      'Goût pour le soin : attention portée aux autres',
      'Rigueur & méthode dans le travail en équipe',
    ]);
    expect(fiches.find((fiche) => fiche.id === 'FOR.30')?.attendus).toEqual([
      'Savoir lire des documents anciens',
      "Cette mention demande de comparer des sources et d'en tirer une chronologie.",
    ]);
    expect(reasons(rejections)).toEqual({
      'fiche ONISEP illisible (XML mal formé) : attendus ignorés': 1,
      'fiche ONISEP à attendus sans identifiant FOR.xxx ou sans libellé': 1,
      'fiche ONISEP dont les attendus n’ont aucun élément lisible': 1,
    });
  });

  it('une mention par clé : parcours identiques fusionnés, options différentes gardées à part', () => {
    const mentions = attendusByMention(parseOnisepAttendus(ATTENDUS_FIXTURE_XML, new RejectionLog()));
    expect(mentions.map((mention) => [mention.mentionKey, mention.libelle, mention.sourceId])).toEqual([
      ['but:informatique', 'BUT informatique', 'FOR.11'],
      ['de:infirmier', "Diplôme d'Etat d'infirmier", 'FOR.20'],
      ['licence:histoire', 'licence mention histoire', 'FOR.30'],
      [
        'bts:maintenance engin/engin chantier',
        'BTS maintenance des engins option A engins de chantier',
        'FOR.41',
      ],
      [
        'bts:maintenance engin/engin agricole',
        'BTS maintenance des engins option B engins agricoles',
        'FOR.42',
      ],
    ]);
  });

  it('préfère la fiche de la mention elle-même quand ses parcours diffèrent', () => {
    const fiche = (id: string, libelle: string, item: string) => ({ id, libelle, attendus: [item] });
    const mentions = attendusByMention([
      fiche('FOR.2', 'BUT chimie parcours synthèse', 'Aimer les réactions'),
      fiche('FOR.1', 'BUT chimie', 'Aimer la chimie en général'),
    ]);
    expect(mentions).toEqual([
      {
        mentionKey: 'but:chimie',
        libelle: 'BUT chimie',
        attendus: ['Aimer la chimie en général'],
        sourceId: 'FOR.1',
      },
    ]);
  });

  it('donne à chaque mention sa source ONISEP et l’adresse de sa fiche', () => {
    const [first] = readOnisepAttendus(ATTENDUS_FIXTURE_XML, new RejectionLog());
    expect(first).toMatchObject({
      mention_key: 'but:informatique',
      source: 'onisep',
      source_id: 'FOR.11',
      source_url: 'https://www.onisep.fr/http/redirection/formation/slug/FOR.11',
    });
  });
});
