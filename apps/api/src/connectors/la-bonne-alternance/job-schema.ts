import { z } from 'zod';

const text = z.string().nullish().catch(null);
const number = z.number().nullish().catch(null);
/** A list of words: non-text items are dropped, a malformed list is empty. */
const texts = z
  .array(z.unknown())
  .nullish()
  .catch(null)
  .transform((items) =>
    (items ?? []).flatMap((item) => (typeof item === 'string' && item.trim() ? [item.trim()] : [])),
  );
const isoDate = z.iso.datetime({ offset: true });

/** GeoJSON point: coordinates are [longitude, latitude]. */
const geopoint = z
  .object({ type: text, coordinates: z.array(z.number()).min(2) })
  .nullish()
  .catch(null);

/**
 * One offer of the « jobs » v3 format (GET /api/job/v1/search on api.apprentissage.beta.gouv.fr,
 * the same shape as shared/data/offres/lba_jobs_sample_76.json). Lenient: a malformed optional
 * part is dropped; only a missing id, title or publication date refuses the offer.
 */
export const lbaJobSchema = z.object({
  identifier: z.object({
    id: z.string().trim().min(1).max(64),
    partner_label: text,
    partner_job_id: text,
  }),
  workplace: z
    .object({
      siret: text,
      brand: text,
      legal_name: text,
      name: text,
      website: text,
      location: z.object({ address: text, geopoint }).nullish().catch(null),
      domain: z
        .object({ naf: z.object({ code: text, label: text }).nullish().catch(null) })
        .nullish()
        .catch(null),
    })
    .nullish()
    .catch(null),
  apply: z.object({ url: text, phone: text }).nullish().catch(null),
  contract: z
    .object({ start: isoDate.nullish().catch(null), duration: number, type: texts, remote: text })
    .nullish()
    .catch(null),
  offer: z.object({
    title: z.string().trim().min(1),
    rome_codes: texts,
    desired_skills: texts,
    to_be_acquired_skills: texts,
    target_diploma: z.object({ european: text, label: text }).nullish().catch(null),
    publication: z.object({ creation: isoDate, expiration: isoDate.nullish().catch(null) }),
    opening_count: number,
    status: text,
  }),
});
export type LbaJob = z.infer<typeof lbaJobSchema>;

export interface LbaRejection {
  reason: string;
  example: string;
}

const REASONS: Record<string, string> = {
  identifier: 'identifiant absent',
  'identifier.id': 'identifiant absent',
  offer: 'intitulé absent',
  'offer.title': 'intitulé absent',
  'offer.publication': 'date de publication absente ou invalide',
  'offer.publication.creation': 'date de publication absente ou invalide',
};

/** The offer's own id when it has one, else the start of the raw value (for rejection examples). */
function exampleOf(item: unknown): string {
  const id = (item as { identifier?: { id?: unknown } } | null)?.identifier?.id;
  return JSON.stringify(id ?? item ?? null).slice(0, 60);
}

/**
 * Keeps the readable, still open offers of a batch; every other one is returned with its reason
 * (a bad offer never fails the batch). Offers that are no longer « Active » (pourvues, annulées)
 * are refused too.
 */
export function parseLbaJobs(raw: readonly unknown[]): { jobs: LbaJob[]; rejected: LbaRejection[] } {
  const jobs: LbaJob[] = [];
  const rejected: LbaRejection[] = [];
  for (const item of raw) {
    const parsed = lbaJobSchema.safeParse(item);
    if (!parsed.success) {
      const path = (parsed.error.issues[0]?.path ?? []).map(String);
      const reason = REASONS[path.join('.')] ?? REASONS[path.slice(0, 2).join('.')] ?? 'offre illisible';
      rejected.push({ reason, example: exampleOf(item) });
    } else if (parsed.data.offer.status && parsed.data.offer.status !== 'Active') {
      rejected.push({
        reason: 'offre qui n’est plus ouverte (pourvue ou annulée)',
        example: exampleOf(item),
      });
    } else {
      jobs.push(parsed.data);
    }
  }
  return { jobs, rejected };
}
