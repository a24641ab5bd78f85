import { z } from 'zod';
import { RIASEC_LETTERS } from '../riasec/letters';

/** How many public links to their results a student may keep at once. */
export const SHARE_LINKS_MAX = 5;

/** Where a shared link opens: `/partage/{token}`, a public read-only page. */
export const SHARE_PAGE_PREFIX = '/partage/';

/** 128 random bits in base64url: 22 characters, impossible to guess. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const SHARE_TEXTES = {
  notEligible: 'Tu dois atteindre le niveau 4 et avoir un avatar pour partager ton analyse.',
  noAnalysis: 'Réponds d’abord au questionnaire d’orientation\u202f: c’est ton analyse que le lien montre.',
  tooMany: `Tu as déjà ${SHARE_LINKS_MAX} liens de partage. Supprime-en un pour en créer un autre.`,
  unknownLink: 'Ce lien de partage n’existe pas ou a été supprimé par son auteur.',
} as const;

/** One of the student's public links, as their profile lists it. */
export const shareLinkSchema = z.object({
  id: z.string().uuid(),
  token: z.string(),
  /** `/partage/{token}`: the page to copy, under the site's address. */
  path: z.string(),
  createdAt: z.string(),
  /** How many times the public page was opened. */
  views: z.number().int().nonnegative(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const shareLinkResponseSchema = z.object({ link: shareLinkSchema });
export const shareLinksResponseSchema = z.object({ links: z.array(shareLinkSchema) });

export const shareLinkParamsSchema = z.strictObject({
  id: z.string().uuid({ message: 'Ce lien de partage n’existe pas.' }),
});
export const shareTokenParamsSchema = z.strictObject({
  token: z.string().regex(SHARE_TOKEN_PATTERN, { message: SHARE_TEXTES.unknownLink }),
});

/** What the public page shows: a first name, never a last name, an e-mail or an answer. */
export const sharedResultsSchema = z.object({
  firstName: z.string(),
  avatarUrl: z.string().nullable(),
  personalityType: z.string().nullable(),
  riasec: z
    .object({
      code: z.string(),
      letters: z.array(
        z.object({ letter: z.enum(RIASEC_LETTERS), label: z.string(), percent: z.number().nullable() }),
      ),
    })
    .nullable(),
  jobs: z.array(z.object({ title: z.string(), romeCode: z.string().nullable(), opening: z.boolean() })),
  storyImageUrl: z.string().nullable(),
});
export type SharedResults = z.infer<typeof sharedResultsSchema>;
export type SharedRiasecLetter = NonNullable<SharedResults['riasec']>['letters'][number];
