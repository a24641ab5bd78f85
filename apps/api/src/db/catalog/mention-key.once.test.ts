import { describe, expect, it } from 'vitest';
import { mentionKey, mentionKeyCandidates, variantKey } from './mention-key';

describe('clé de mention', () => {
  it.each([
    [
      "BUT informatique parcours réalisation d'applications : conception, développement",
      'BUT - Informatique',
    ],
    [
      'BUT génie civil - construction durable parcours travaux publics',
      'BUT - Genie civil - Construction durable',
    ],
    ["Diplôme d'Etat d'infirmier", 'D.E Infirmier'],
    [
      "Diplôme d'Etat de manipulateur d'électroradiologie médicale",
      'D.E manipulateur/trice en electroradiologie medicale',
    ],
    ["Certificat de capacité d'orthophoniste", 'Certificat de capacite d Orthophoniste'],
    ['licence mention histoire', 'Licence - Histoire'],
    ['licence mention physique, chimie', 'Licence - Portail Physique, chimie'],
    [
      'BTS négociation et digitalisation de la relation client',
      'BTS - Services - Negociation et digitalisation de la Relation Client',
    ],
    [
      'BTS services informatiques aux organisations option B solutions logicielles',
      'BTS - Services - Services informatiques aux organisations',
    ],
    [
      'BTS maritime pêche et gestion de l’environnement marin',
      'BTS - Maritime - Pêche et gestion de l environnement marin',
    ],
    ['BTSA gestion forestière', 'BTS - Agricole - Gestion forestiere'],
    ['DN MADE mention espace', 'DN MADE - Espace - Specialite : Espaces habites'],
    ['MC (futur CS) technicien(ne) en soudage', 'Certificat de Specialisation - Technicien(ne) en soudage'],
    [
      'BPJEPS spécialité éducateur sportif mention judo-jujitsu',
      'BPJEPS - Specialite Educateur sportif - Mention Judo Jujitsu',
    ],
    ['DNA option design', 'Diplome National d Art'],
    ['diplôme de comptabilité et de gestion', 'Diplome de Comptabilite et de Gestion'],
  ])('« %s » et « %s » ont la même clé', (onisep, parcoursup) => {
    const key = mentionKey(onisep);
    expect(key).not.toBeNull();
    expect(mentionKey(parcoursup)).toBe(key);
  });

  it('écrit la clé « type:mention », mots vides, accents et pluriels ôtés', () => {
    expect(mentionKey('BUT - Informatique')).toBe('but:informatique');
    expect(mentionKey('BTS - Services - Gestion de la PME')).toBe('bts:gestion pme');
    expect(mentionKey('Diplôme d’État d’infirmier')).toBe('de:infirmier');
    expect(mentionKey('Licence - Sciences de la vie')).toBe('licence:science vie');
  });

  it('ne rapproche pas deux mentions ou deux types différents', () => {
    expect(mentionKey('Licence - Histoire')).not.toBe(
      mentionKey('licence mention histoire de l’art et archéologie'),
    );
    expect(mentionKey('Licence - Informatique')).not.toBe(mentionKey('BUT - Informatique'));
    expect(mentionKey('BTS - Agricole - Aquaculture')).not.toBe(mentionKey('BTS aquaculture'));
    expect(mentionKey('D.E Educateur Specialise')).not.toBe(mentionKey('D.E Educateur Technique Specialise'));
  });

  it('ne donne pas de clé aux types sans attendus nationaux ici, ni à un type sans mention', () => {
    for (const name of [
      'CPGE - MPSI',
      'Formation d ingenieur Bac + 5 - Genie civil',
      'Licence professionnelle - Metiers du numerique',
      'Double licence - Droit - Histoire',
      'Licence - Parcours d Acces Specifique Sante (PASS)',
      'BTS',
      'Licence',
      '',
    ]) {
      expect(mentionKey(name), name).toBeNull();
    }
  });

  it('garde l’option à part, pour les mentions dont les options ont leurs propres attendus', () => {
    expect(variantKey('BTS maintenance des systèmes option C systèmes éoliens')).toBe(
      'bts:maintenance systeme/systeme eolien',
    );
    expect(
      variantKey('Certificat de Specialisation - Techn. en energies renouvelables opt. b energie thermique'),
    ).toBe(variantKey('MC (futur CS) technicien en énergies renouvelables option B énergie thermique'));
    expect(variantKey('BUT - Informatique')).toBeNull();
  });

  it('remonte des variantes locales jusqu’à la mention, de la plus précise à la plus large', () => {
    expect(mentionKeyCandidates('Licence - Sciences de la vie - Portail Louis Pasteur')).toEqual([
      'licence:science vie portail loui pasteur',
      'licence:science vie',
    ]);
    expect(
      mentionKeyCandidates(
        'BTS - Production - Electrotechnique - Parcours Marine Nationale / Maistrance - Defense',
      ),
    ).toContain('bts:electrotechnique');
    expect(
      mentionKeyCandidates('D.E Infirmier - Reserve aux personnes en situation de handicap').at(-1),
    ).toBe('de:infirmier');
    expect(mentionKeyCandidates('CPGE - PCSI')).toEqual([]);
  });
});
