import { describe, expect, it } from 'vitest';
import { parseLbaJobs } from '../../connectors/la-bonne-alternance/job-schema';
import { anLbaJob, type LbaTestJobOptions } from '../../connectors/la-bonne-alternance/lba-test-jobs';
import { contratOf, offreRecordFromLba } from './lba-offre-record';

const recordOf = (id: string, options: LbaTestJobOptions = {}) => {
  const { jobs } = parseLbaJobs([anLbaJob(id, options)]);
  return offreRecordFromLba(jobs[0]!);
};

describe('une offre La bonne alternance devient une ligne du catalogue', () => {
  it('exemple complet : Bordeaux, apprentissage, enseigne connue', () => {
    expect(
      recordOf('65a0000000000000000000b1', {
        title: '  Apprenti développeur web (H/F) ',
        address: '12 rue Imaginaire 33000 Bordeaux',
        coordinates: [-0.58, 44.84],
        romes: ['m1805', 'M1806'],
        brand: 'Pixel Fictif',
        legalName: 'PIXEL FICTIF SAS',
        skills: ['Curiosité', 'Développer une application web'],
        applyUrl: 'https://emplois.example.org/offres/b1',
        creation: '2030-01-15T09:30:00.000+01:00',
      }),
    ).toEqual({
      id: 'lba-65a0000000000000000000b1',
      source: 'la-bonne-alternance',
      intitule: 'Apprenti développeur web (H/F)',
      rome_code: 'M1805',
      rome_libelle: null,
      appellation_libelle: null,
      type_contrat: 'APP',
      type_contrat_libelle: 'Contrat d’apprentissage',
      alternance: true,
      temps_partiel: null,
      heures_hebdo: null,
      lieu_travail_libelle: '33 - Bordeaux',
      lieu_travail_latitude: 44.84,
      lieu_travail_longitude: -0.58,
      code_postal: '33000',
      code_commune: null,
      code_departement: '33',
      entreprise_nom: 'Pixel Fictif',
      entreprise_logo: null,
      secteur_activite_libelle: 'Programmation informatique',
      origine_offre_url_origine: 'https://emplois.example.org/offres/b1',
      contact_url_postulation: null,
      competences: ['Curiosité', 'Développer une application web'],
      date_creation: '2030-01-15T08:30:00.000Z',
      date_actualisation: null,
    });
  });

  it('Corse, outre-mer et adresse sans code postal', () => {
    expect(recordOf('c1', { address: '20000 Ajaccio' })).toMatchObject({
      code_departement: '2A',
      lieu_travail_libelle: '2A - Ajaccio',
    });
    expect(recordOf('c2', { address: '20200 Bastia' }).code_departement).toBe('2B');
    expect(recordOf('r1', { address: '3 allée Fictive 97400 Saint-Denis' })).toMatchObject({
      code_postal: '97400',
      code_departement: '974',
      lieu_travail_libelle: '974 - Saint-Denis',
    });
    expect(recordOf('m1', { address: '97600 Mamoudzou' }).code_departement).toBe('976');
    expect(recordOf('s1', { address: 'Zone artisanale du Lac' })).toMatchObject({
      code_postal: null,
      code_departement: null,
      lieu_travail_libelle: 'Zone artisanale du Lac',
    });
    expect(recordOf('n1', { address: null }).lieu_travail_libelle).toBeNull();
  });

  it('coordonnées GeoJSON [longitude, latitude], absentes ou hors limites → vides', () => {
    expect(recordOf('g1', { coordinates: [55.45, -20.88] })).toMatchObject({
      lieu_travail_latitude: -20.88,
      lieu_travail_longitude: 55.45,
    });
    expect(recordOf('g2', { coordinates: null })).toMatchObject({
      lieu_travail_latitude: null,
      lieu_travail_longitude: null,
    });
    expect(recordOf('g3', { coordinates: [200, 95] }).lieu_travail_latitude).toBeNull();
  });

  it('nom de l’entreprise : enseigne, sinon raison sociale, sinon nom affiché', () => {
    expect(
      recordOf('e1', { brand: ' ', legalName: 'BOULANGERIE FICTIVE', name: 'Chez Fiction' }).entreprise_nom,
    ).toBe('BOULANGERIE FICTIVE');
    expect(recordOf('e2', { brand: null, legalName: null, name: 'Chez Fiction' }).entreprise_nom).toBe(
      'Chez Fiction',
    );
    expect(recordOf('e3', { brand: null, legalName: null, name: null }).entreprise_nom).toBeNull();
  });

  it('contrat : apprentissage, professionnalisation, les deux ou aucun', () => {
    expect(contratOf(['Apprentissage'])).toEqual({ code: 'APP', libelle: 'Contrat d’apprentissage' });
    expect(contratOf(['Professionnalisation'])).toEqual({
      code: 'PRO',
      libelle: 'Contrat de professionnalisation',
    });
    expect(contratOf(['Apprentissage', 'Professionnalisation'])).toEqual({
      code: 'APP',
      libelle: 'Contrat d’apprentissage ou de professionnalisation',
    });
    expect(contratOf([])).toEqual({ code: null, libelle: null });
    expect(recordOf('p1', { types: ['Professionnalisation'] }).type_contrat).toBe('PRO');
  });

  it('ne garde que les liens http(s) et un code ROME bien formé', () => {
    expect(recordOf('u1', { applyUrl: 'javascript:alert(1)' }).origine_offre_url_origine).toBeNull();
    expect(recordOf('u2', { applyUrl: null }).origine_offre_url_origine).toBeNull();
    expect(recordOf('r2', { romes: ['rome inconnu'] }).rome_code).toBeNull();
  });
});
