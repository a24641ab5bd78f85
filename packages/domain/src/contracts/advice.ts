import { z } from 'zod';
import { ADVICE_TOPIC_IDS } from '../levels/advice/advice-check';

const statusSchema = z.enum(['en_attente', 'publie', 'refuse', 'retire']);

/** One published advice, signed « Léa M. » (GET /api/advice). */
export const publishedAdviceSchema = z.object({
  id: z.string(),
  topic: z.enum(ADVICE_TOPIC_IDS),
  topicLabel: z.string(),
  text: z.string(),
  author: z.string(),
  publishedAt: z.string(),
});
export type PublishedAdvice = z.infer<typeof publishedAdviceSchema>;

export const adviceWallResponseSchema = z.object({
  advice: z.array(publishedAdviceSchema),
  /** The caller's own advice and where it stands, when they wrote one. */
  own: z.object({ status: statusSchema, reason: z.string().nullable() }).nullable(),
});
export type AdviceWallResponse = z.infer<typeof adviceWallResponseSchema>;

/** GET /api/admin/advice?statut=en_attente: the staff's queue. */
export const staffAdviceQuerySchema = z.object({ statut: statusSchema.default('en_attente') });

export const staffAdviceResponseSchema = z.object({
  advice: z.array(
    publishedAdviceSchema
      .omit({ publishedAt: true })
      .extend({ status: statusSchema, submittedAt: z.string() }),
  ),
});
export type StaffAdviceResponse = z.infer<typeof staffAdviceResponseSchema>;

export const adviceParamsSchema = z.object({ id: z.uuid({ message: 'Ce conseil n’existe pas.' }) });

/** POST /api/admin/advice/{id}/moderate: publish, refuse or take down, with the reason. */
export const moderateAdviceBodySchema = z.object({
  decision: z.enum(['publier', 'refuser', 'retirer'], { message: 'Choisis publier, refuser ou retirer.' }),
  reason: z.string().trim().min(3, 'Dis pourquoi, en quelques mots.').max(300),
});
export type ModerateAdviceBody = z.infer<typeof moderateAdviceBodySchema>;
