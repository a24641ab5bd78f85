import { z } from 'zod';

const text = z.string().optional().catch(undefined);
const number = z.number().optional().catch(undefined);

/**
 * The parts of a France Travail "Offres d'emploi v2" offer the catalogue keeps. Lenient: a
 * malformed optional field is dropped, only a missing id, title or creation date refuses the offer.
 */
export const franceTravailOffreSchema = z.object({
  id: z.string().trim().min(1).max(40),
  intitule: z.string().trim().min(1),
  dateCreation: z.iso.datetime({ offset: true }),
  dateActualisation: z.iso.datetime({ offset: true }).optional().catch(undefined),
  romeCode: text,
  romeLibelle: text,
  appellationlibelle: text,
  typeContrat: text,
  typeContratLibelle: text,
  alternance: z.boolean().optional().catch(undefined),
  /** « 24H/semaine\nTravail en journée », « Temps partiel - 20H/semaine »… */
  dureeTravailLibelle: text,
  /** « Temps plein » or « Temps partiel ». */
  dureeTravailLibelleConverti: text,
  lieuTravail: z
    .object({ libelle: text, latitude: number, longitude: number, codePostal: text, commune: text })
    .optional()
    .catch(undefined),
  entreprise: z.object({ nom: text, logo: text }).optional().catch(undefined),
  secteurActiviteLibelle: text,
  origineOffre: z.object({ urlOrigine: text }).optional().catch(undefined),
  contact: z.object({ urlPostulation: text }).optional().catch(undefined),
  competences: z
    .array(z.object({ libelle: text }))
    .optional()
    .catch(undefined),
});
export type FranceTravailOffre = z.infer<typeof franceTravailOffreSchema>;
