import { formationSearchResponseSchema, offreSearchResponseSchema } from '@declic/domain';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer } from './compiled-serializer';

const compile = (schema: z.ZodType, by: typeof compiledSerializer) =>
  by({ schema, method: 'GET', url: '/essai', httpStatus: '200' } as never);
const byZod = zodSerializerCompiler as unknown as typeof compiledSerializer;

const formation = {
  id: '42',
  nm: ['D.E Infirmier'],
  etab_nom: 'Institut de formation en soins infirmiers « Les Tilleuls »',
  departement: 'Rhône',
  etab_url: null,
  image: null,
  facebook: null,
  linkedin: null,
  youtube: null,
  email: null,
  telephone: '04 72 00 00 00',
  nmc: null,
  tc: 'Formation initiale',
  typeformation: 'Diplôme d’État',
  type_formation: 'Diplôme d’État',
  tf: [],
  niveau: 'Bac + 3',
  commune: 'Lyon',
  region: 'Auvergne-Rhône-Alpes',
  code_departement: '69',
  fiche: null,
  taux_acces: 63.5,
  taux_acces_session: '2025',
  demo: false,
};

const devenir = {
  millesimes: '2023-2024',
  emploi_6_mois: 64,
  emploi_12_mois: null,
  poursuite_etudes: 42.5,
  emploi_6_mois_attendu: 68,
  valeur_ajoutee: -4,
  source: 'InserJeunes, DEPP–DARES',
};

const offre = {
  id: 'T1',
  intitule: 'Apprenti développeur web "full stack" \\ alternance',
  romecode: 'M1805',
  rome_libelle: 'Études et développement informatique',
  type_contrat: 'CDD',
  typecontrat: 'CDD',
  type_contrat_libelle: 'Contrat à durée déterminée',
  lieu_travail_libelle: '33 - Bordeaux',
  lieu: '33 - Bordeaux',
  entreprise_nom: null,
  entreprise: null,
  entreprise_logo: null,
  origine_offre_url_origine: 'https://candidat.francetravail.fr/offres/recherche/detail/T1',
  contact_url_postulation: null,
  lieu_travail_latitude: 44.84,
  lieu_travail_longitude: -0.58,
  alternance: true,
  date_creation: '2026-11-20T08:00:00.000Z',
  demo: false,
  declic: false,
};

describe('réponses écrites par le code compilé du schéma', () => {
  it('écrit mot pour mot ce qu’écrit le sérialiseur zod, pour les pages des deux catalogues', () => {
    const cases: [z.ZodType, unknown][] = [
      [
        formationSearchResponseSchema,
        { items: [formation, { ...formation, id: '43', score: 0.75 }], total: 2 },
      ],
      [
        formationSearchResponseSchema,
        { items: [{ ...formation, devenir_apprentis: devenir, score: 0.5 }], total: 1 },
      ],
      [formationSearchResponseSchema, { items: [], total: 0, correction: 'infirmier' }],
      [offreSearchResponseSchema, { items: [offre], has_more: true, total: 500, total_estimated: true }],
      [
        offreSearchResponseSchema,
        { items: [{ ...offre, score: 1 }], has_more: false, total: 1, total_estimated: false },
      ],
    ];
    for (const [schema, answer] of cases) {
      expect(compile(schema, compiledSerializer)(answer)).toBe(compile(schema, byZod)(answer));
    }
  });

  it('n’écrit pas ce que le schéma ne nomme pas', () => {
    const written = compile(
      formationSearchResponseSchema,
      compiledSerializer,
    )({
      items: [{ ...formation, source_id: 'interne', search_vector: "'infirmi':1" }],
      total: 1,
      internal: true,
    });
    expect(written).not.toContain('source_id');
    expect(written).not.toContain('search_vector');
    expect(JSON.parse(written)).toEqual({ items: [formation], total: 1 });
  });

  it('vérifie moins que zod : convertit un champ d’un seul type, contrôle encore un champ qui peut être nul', () => {
    const compiled = compile(formationSearchResponseSchema, compiledSerializer);
    // zod refuses both; the compiled code converts the plain one (proof it is the one writing).
    expect(compiled({ items: [], total: '12' })).toBe('{"items":[],"total":12}');
    expect(() => compile(formationSearchResponseSchema, byZod)({ items: [], total: '12' })).toThrow();
    expect(() => compiled({ items: [{ ...formation, taux_acces: 150 }], total: 1 })).toThrow();
    const outOfRange = { ...devenir, emploi_12_mois: 150 };
    expect(() => compiled({ items: [{ ...formation, devenir_apprentis: outOfRange }], total: 1 })).toThrow();
  });

  it('garde le sérialiseur zod pour un schéma que JSON Schema ne sait pas dire', () => {
    const schema = z.object({ when: z.date() });
    expect(() => z.toJSONSchema(schema)).toThrow();
    expect(compile(schema, compiledSerializer)({ when: new Date('2026-11-27T12:00:00Z') })).toBe(
      '{"when":"2026-11-27T12:00:00.000Z"}',
    );
  });
});
