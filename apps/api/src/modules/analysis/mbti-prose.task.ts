import type { MbtiAnalysis } from '@declic/domain';
import { z } from 'zod';
import type { AiJsonTask } from '../../plugins/ai';

export interface MbtiProseInput {
  analysis: MbtiAnalysis;
  firstName: string | null;
}

export const mbtiProseSchema = z.object({ personalityAnalysis: z.string().min(200).max(4000) });
export type MbtiProse = z.infer<typeof mbtiProseSchema>;

/**
 * The only thing the AI may do with a level 4 analysis: make its text more personal.
 * Type, percentages and jobs stay the engine's; offline, the portrait stays as written.
 */
export const personaliseMbtiProse: AiJsonTask<MbtiProseInput, MbtiProse> = {
  name: 'personnalisation-analyse-mbti',
  schema: mbtiProseSchema,
  maxTokens: 1000,
  temperature: 0.6,
  messages: ({ analysis, firstName }) => [
    {
      role: 'system',
      content: [
        'Tu es le conseiller d’orientation de Déclic, une appli pour les 15-20 ans.',
        'Tu réécris un portrait de personnalité pour qu’il sonne plus personnel, en tutoyant, avec des phrases courtes et des mots simples.',
        'Garde tous les faits : le type en quatre lettres, les pourcentages, les profils voisins. N’invente aucun chiffre ni aucun métier.',
        'Reste bienveillant, sans stéréotype ni verdict. Pas de markdown. Sépare les paragraphes par une ligne vide.',
        'Réponds uniquement en JSON : {"personalityAnalysis": "..."}.',
      ].join(' '),
    },
    {
      role: 'user',
      content: JSON.stringify({
        prenom: firstName,
        type: analysis.personalityType,
        portraitActuel: analysis.personalityAnalysis,
      }),
    },
  ],
  offline: ({ analysis }) => ({ personalityAnalysis: analysis.personalityAnalysis }),
};
