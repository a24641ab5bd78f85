import { z } from 'zod';
import { devenirApprentisSchema } from './catalog';

/** At most this many métiers in one `rome` query. */
export const MAX_CATALOGUE_ROME_CODES = 20;

const ROME_LIST_MESSAGE = 'les métiers sont des codes ROME séparés par des virgules, par exemple M1805,K2111';

/** `rome=M1805,k2111`: the student's métiers, upper-cased; none when absent or empty. */
const romeListQuery = z
  .string()
  .max(400, ROME_LIST_MESSAGE)
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().regex(/^([A-Z]\d{4}|DEMO\d{1,4})$/, ROME_LIST_MESSAGE))
      .max(MAX_CATALOGUE_ROME_CODES, `${MAX_CATALOGUE_ROME_CODES} codes ROME au plus`),
  );

/** GET /api/levels/catalogues/videos and /entreprises. */
export const levelCatalogueQuerySchema = z.object({ rome: romeListQuery });
export type LevelCatalogueQuery = z.input<typeof levelCatalogueQuerySchema>;

export const METIER_VIDEO_SOURCES = ['onisep', 'config'] as const;

/** A video of a professional (level 8): from an ONISEP fiche métier, or from the configured list. */
export const metierVideoSchema = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string(),
  /** An iframe player address (YouTube, Dailymotion, Vimeo); null for another site. */
  embedUrl: z.string().nullable(),
  source: z.enum(METIER_VIDEO_SOURCES),
  /** The ONISEP métier whose fiche links the video; null for the configured list. */
  metier: z.string().nullable(),
  romeCodes: z.array(z.string()),
});
export type MetierVideo = z.infer<typeof metierVideoSchema>;

export const levelVideosResponseSchema = z.object({
  /** The métiers' own videos first, then the configured list; empty when there is none. */
  videos: z.array(metierVideoSchema),
  /** ONISEP's search, for the first métier when one is given: offered when `videos` is empty. */
  fallbackSearchUrl: z.string(),
});
export type LevelVideosResponse = z.infer<typeof levelVideosResponseSchema>;

/** A company that posted job offers in the student's département (level 11). */
export const entrepriseProcheSchema = z.object({
  /** Stable: the département and the company's folded name ('33-atelier-pixel'). */
  code: z.string(),
  name: z.string(),
  offersCount: z.number().int(),
  /** Offers for one of the asked métiers (those companies come first). */
  matchingOffersCount: z.number().int(),
  sampleOfferTitles: z.array(z.string()).max(3),
  city: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type EntrepriseProche = z.infer<typeof entrepriseProcheSchema>;

export const levelEntreprisesResponseSchema = z.object({
  /** The profile's département code; null when the profile has none (then no company). */
  departement: z.string().nullable(),
  companies: z.array(entrepriseProcheSchema),
});
export type LevelEntreprisesResponse = z.infer<typeof levelEntreprisesResponseSchema>;

/** An item a « pick » step may store: its code and the label shown for it. */
export interface CatalogueChoice {
  code: string;
  label: string;
}

/** GET /api/levels/catalogues/formations-attendus: empty `q` lists the student's saved formations. */
export const projetFormationsQuerySchema = z.object({
  q: z.string().trim().max(120, 'Ta recherche tient en 120 caractères au plus.').optional(),
});
export type ProjetFormationsQuery = z.input<typeof projetFormationsQuerySchema>;

/** A Parcoursup formation of the catalogue with its national attendus (level 18). */
export const projetFormationSchema = z.object({
  code: z.string(),
  label: z.string(),
  school: z.string().nullable(),
  place: z.string().nullable(),
  /** Saved by the student in Formations (those come first). */
  saved: z.boolean(),
  /** The diploma whose national attendus these are, as the source names it. */
  mention: z.string(),
  attendus: z.array(z.string()),
  /** Where the attendus come from: ONISEP's fiche, or our demo catalogue. */
  source: z.object({ label: z.string(), url: z.string().nullable() }),
  /** What becomes of the school's apprentices, when it is a CFA with published figures. */
  devenir_apprentis: devenirApprentisSchema.optional(),
});
export type ProjetFormation = z.infer<typeof projetFormationSchema>;

export const projetFormationsResponseSchema = z.object({ formations: z.array(projetFormationSchema) });
export type ProjetFormationsResponse = z.infer<typeof projetFormationsResponseSchema>;

/** An offer near the student: apprenticeship (level 31) or part-time job (level 45). */
export const nearbyOffreSchema = z.object({
  code: z.string(),
  title: z.string(),
  company: z.string().nullable(),
  place: z.string().nullable(),
  /** « Contrat d’apprentissage », « Contrat de professionnalisation »… */
  contract: z.string().nullable(),
  url: z.string().nullable(),
  /** The source, said to the student (« France Travail », « La bonne alternance »). */
  source: z.string(),
  /** The offer is for one of the métiers asked for. */
  matching: z.boolean(),
  /** Hours a week when the source says (part-time jobs). */
  hours: z.number().nullable(),
});
export type NearbyOffre = z.infer<typeof nearbyOffreSchema>;

export const levelNearbyOffresResponseSchema = z.object({
  /** The profile's département code; null when the profile has none. */
  departement: z.string().nullable(),
  /** Where the offers are: the student's département, or all of France when it has none. */
  scope: z.enum(['departement', 'france']),
  offers: z.array(nearbyOffreSchema),
});
export type LevelNearbyOffresResponse = z.infer<typeof levelNearbyOffresResponseSchema>;
