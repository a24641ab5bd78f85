import { z } from 'zod';
import { CATALOG_MAX_PAGE, CATALOG_MAX_PAGE_SIZE } from '../catalog/constants';
import { UAI_PATTERN } from '../catalog/uai';

/** Query-string booleans: the spec sends `alternance` and `recommended` as true/false. */
const queryBoolean = (name: string) =>
  z
    .enum(['true', 'false'], { message: `le filtre ${name} vaut true ou false` })
    .transform((value) => value === 'true');

const optionalText = (max: number) => z.string().trim().max(max, `${max} caractères au plus`).optional();

const paginationQuery = {
  page: z.coerce
    .number({ message: 'la page doit être un nombre' })
    .int('la page doit être un nombre entier')
    .min(1, 'la page commence à 1')
    .max(CATALOG_MAX_PAGE, `la page va jusqu’à ${CATALOG_MAX_PAGE}`)
    .default(1),
  page_size: z.coerce
    .number({ message: 'la taille de page doit être un nombre' })
    .int('la taille de page doit être un nombre entier')
    .min(1, 'la taille de page va de 1 à 50')
    .max(CATALOG_MAX_PAGE_SIZE, `la taille de page va de 1 à ${CATALOG_MAX_PAGE_SIZE}`)
    .optional(),
};

/** A ROME 4.0 code (one letter, four digits), or a demo métier's code: the job a search is matched to. */
const metierCode = z
  .string()
  .trim()
  .regex(/^([A-Za-z]\d{4}|DEMO\d{1,4})$/i, { message: 'le métier est un code ROME, par exemple M1805' })
  .transform((code) => code.toUpperCase())
  .optional();

export const formationSearchQuerySchema = z.object({
  q: optionalText(200),
  region: optionalText(100),
  departement: optionalText(100),
  recommended: queryBoolean('recommended').optional(),
  /** Results matched to this job instead of the student's recommendations (job cards link here). */
  metier: metierCode,
  ...paginationQuery,
});
export type FormationSearchQuery = z.infer<typeof formationSearchQuerySchema>;

export const offreSearchQuerySchema = z.object({
  q: optionalText(200),
  typecontrat: optionalText(60),
  alternance: queryBoolean('alternance').optional(),
  recommended: queryBoolean('recommended').optional(),
  metier: metierCode,
  ...paginationQuery,
});
export type OffreSearchQuery = z.infer<typeof offreSearchQuerySchema>;

const rate = z.number().min(0).max(100).nullable();

/**
 * What became of the apprentices of the formation's school when it is a CFA (InserJeunes,
 * DEPP–DARES): rates in % (0–100) over two cumulated years, null where the source publishes none.
 */
export const devenirApprentisSchema = z.object({
  /** The two cumulated years, « 2023-2024 ». */
  millesimes: z.string(),
  emploi_6_mois: rate,
  emploi_12_mois: rate,
  poursuite_etudes: rate,
  /** The employment rate expected at 6 months given who the apprentices are and where. */
  emploi_6_mois_attendu: rate,
  /** Employment at 6 months minus the expected rate, in points. */
  valeur_ajoutee: z.number().min(-100).max(100).nullable(),
  /** « InserJeunes, DEPP–DARES ». */
  source: z.string(),
});
export type DevenirApprentis = z.infer<typeof devenirApprentisSchema>;

/** Spec section 3, formation catalogue item (nm and tf are lists; typeformation has an alternate key). */
export const formationItemSchema = z.object({
  id: z.string(),
  nm: z.array(z.string()),
  etab_nom: z.string().nullable(),
  departement: z.string().nullable(),
  etab_url: z.string().nullable(),
  image: z.string().nullable(),
  facebook: z.string().nullable(),
  linkedin: z.string().nullable(),
  youtube: z.string().nullable(),
  email: z.string().nullable(),
  telephone: z.string().nullable(),
  nmc: z.string().nullable(),
  tc: z.string().nullable(),
  typeformation: z.string().nullable(),
  type_formation: z.string().nullable(),
  tf: z.array(z.string()),
  niveau: z.string().nullable(),
  commune: z.string().nullable(),
  region: z.string().nullable(),
  code_departement: z.string().nullable(),
  fiche: z.string().nullable(),
  /** Share of candidates who got an offer on Parcoursup (%, 0–100), of its session; null when unknown. */
  taux_acces: z.number().min(0).max(100).nullable(),
  /** The Parcoursup session the rate is from (« 2025 »). */
  taux_acces_session: z.string().nullable(),
  demo: z.boolean(),
  /** Only when the school is a CFA with published figures (after the required fields: the compiled serializer writes those first). */
  devenir_apprentis: devenirApprentisSchema.optional(),
  score: z.number().optional(),
});
export type FormationItem = z.infer<typeof formationItemSchema>;

export const formationSearchResponseSchema = z.object({
  items: z.array(formationItemSchema),
  total: z.number().int(),
  /** The spelling searched instead when the words as typed matched nothing ("infirmiére"). */
  correction: z.string().optional(),
});
export type FormationSearchResponse = z.infer<typeof formationSearchResponseSchema>;

/** Spec section 3, job offer item, with the alternate keys (typecontrat, lieu, entreprise). */
export const offreItemSchema = z.object({
  id: z.string(),
  intitule: z.string(),
  romecode: z.string().nullable(),
  rome_libelle: z.string().nullable(),
  type_contrat: z.string().nullable(),
  typecontrat: z.string().nullable(),
  type_contrat_libelle: z.string().nullable(),
  lieu_travail_libelle: z.string().nullable(),
  lieu: z.string().nullable(),
  entreprise_nom: z.string().nullable(),
  entreprise: z.string().nullable(),
  entreprise_logo: z.string().nullable(),
  origine_offre_url_origine: z.string().nullable(),
  contact_url_postulation: z.string().nullable(),
  lieu_travail_latitude: z.number().nullable(),
  lieu_travail_longitude: z.number().nullable(),
  alternance: z.boolean(),
  date_creation: z.string(),
  demo: z.boolean(),
  /** Posted by a company on Déclic (badge « Proposée sur Déclic », applications through Déclic). */
  declic: z.boolean(),
  score: z.number().optional(),
});
export type OffreItem = z.infer<typeof offreItemSchema>;

export const offreSearchResponseSchema = z.object({
  items: z.array(offreItemSchema),
  has_more: z.boolean(),
  total: z.number().int(),
  /** True when `total` is the database's estimate of a large result set, not an exact count. */
  total_estimated: z.boolean(),
  /** The spelling searched instead when the words as typed matched no offer ("devloppeur"). */
  correction: z.string().optional(),
});
export type OffreSearchResponse = z.infer<typeof offreSearchResponseSchema>;

const httpUrl = z
  .string()
  .trim()
  .max(500, '500 caractères au plus')
  .regex(/^https?:\/\/\S+$/i, 'adresse web attendue (https://…)');
const nullableField = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/** What staff send to create or replace a formation (the item's fields, ids excepted). */
export const formationInputSchema = z.object({
  nm: z.array(z.string().trim().min(1, 'intitulé vide').max(300)).min(1, 'au moins un intitulé').max(5),
  etab_nom: nullableField(z.string().trim().max(300)),
  // The school's code: what teachers choose their establishment by (issue 47).
  etab_uai: nullableField(
    z.string().trim().toUpperCase().regex(UAI_PATTERN, 'code UAI attendu\u202f: 7 chiffres et une lettre'),
  ),
  departement: nullableField(z.string().trim().max(100)),
  region: nullableField(z.string().trim().max(100)),
  commune: nullableField(z.string().trim().max(100)),
  etab_url: nullableField(httpUrl),
  image: nullableField(httpUrl),
  facebook: nullableField(httpUrl),
  linkedin: nullableField(httpUrl),
  youtube: nullableField(httpUrl),
  fiche: nullableField(httpUrl),
  email: nullableField(z.email('adresse e-mail invalide').max(200)),
  telephone: nullableField(
    z
      .string()
      .trim()
      .regex(/^\+?[0-9 .()-]{6,20}$/, 'numéro de téléphone invalide'),
  ),
  nmc: nullableField(z.string().trim().max(200)),
  tc: nullableField(z.string().trim().max(100)),
  typeformation: nullableField(z.string().trim().max(200)),
  niveau: nullableField(z.string().trim().max(60)),
  tf: z.array(z.string().trim().min(1).max(200)).max(10).optional(),
});
export type FormationInput = z.infer<typeof formationInputSchema>;

export const catalogIdParamsSchema = z.object({
  id: z.string().regex(/^\d{1,18}$/, 'identifiant de formation invalide'),
});

export const geoSuggestQuerySchema = z.object({
  q: z.string().trim().min(1, 'tape au moins une lettre').max(60, '60 caractères au plus'),
  type: z.enum(['region', 'departement', 'commune'], {
    message: 'le type vaut region, departement ou commune',
  }),
});

export const geoSuggestionSchema = z.object({ code: z.string(), label: z.string() });
export const geoSuggestResponseSchema = z.object({ items: z.array(geoSuggestionSchema) });
export type GeoSuggestion = z.infer<typeof geoSuggestionSchema>;

export const SAVED_ITEM_TYPES = ['formation', 'offre'] as const;
export type SavedItemType = (typeof SAVED_ITEM_TYPES)[number];

/** POST /catalog/formations/saved and /catalog/metiers/saved: the selected rows to keep. */
export const savedIdsBodySchema = z.object({
  ids: z
    .array(z.string().trim().min(1).max(40))
    .min(1, 'choisis au moins un élément')
    .max(CATALOG_MAX_PAGE_SIZE, `${CATALOG_MAX_PAGE_SIZE} éléments au plus à la fois`),
});
export const saveItemsResponseSchema = z.object({ saved: z.number().int() });
export const savedItemParamsSchema = z.object({ id: z.string().min(1).max(40) });

export const savedFormationsResponseSchema = z.object({ items: z.array(formationItemSchema) });
export const savedOffresResponseSchema = z.object({ items: z.array(offreItemSchema) });
