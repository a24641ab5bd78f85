import { formatDate } from '@declic/domain';
import type { AiTextTask } from '../../plugins/ai';
import { departmentName, type LetterInput, listFr, writeLetter } from './letter-writer';

const STYLE_BRIEF: Record<LetterInput['style'], string> = {
  sobre: 'sobre : phrases simples, ton posé, sans effet',
  enthousiaste: 'enthousiaste : ton chaleureux et énergique, une ou deux exclamations au plus',
  professionnel: 'professionnel : vocabulaire soutenu, structuré, orienté compétences',
};

function facts(input: LetterInput): string {
  const target = input.target;
  const targetLines =
    target.type === 'metier'
      ? [
          `Métier visé : ${target.title}`,
          target.skills.length ? `Compétences clés du métier : ${listFr(target.skills)}` : '',
        ]
      : [
          `Formation visée : ${target.title}`,
          target.establishment
            ? `Établissement : ${target.establishment}${target.city ? ` (${target.city})` : ''}`
            : '',
          target.diploma ? `Diplôme : ${target.diploma}` : '',
        ];
  return [
    `Nom : ${[input.firstName, input.lastName].filter(Boolean).join(' ') || 'inconnu (écrire « Prénom Nom »)'}`,
    input.school ? `Établissement actuel : ${input.school}` : '',
    departmentName(input.department) ? `Département : ${departmentName(input.department)}` : '',
    input.gender === 'Homme' || input.gender === 'Femme' ? `Genre (pour les accords) : ${input.gender}` : '',
    input.strengths.length ? `Points forts (bilan d’orientation) : ${listFr(input.strengths)}` : '',
    input.personalityType ? `Type de personnalité : ${input.personalityType}` : '',
    ...targetLines,
    `Date : ${formatDate(input.date)}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The cover letter for the configured provider; the offline writer is its answer without one. */
export const writeLetterTask: AiTextTask<LetterInput> = {
  name: 'lettre-de-motivation',
  maxTokens: 900,
  temperature: 0.6,
  messages: (input) => [
    {
      role: 'system',
      content:
        'Tu rédiges des lettres de motivation en français correct pour des élèves de 15 à 20 ans. ' +
        'Structure : nom et établissement, lieu et date, objet, « Madame, Monsieur, », trois paragraphes ' +
        '(contexte, motivation pour la cible, qualités), formule de politesse, signature. Texte brut, sans ' +
        'markdown. N’invente ni expérience, ni diplôme, ni chiffre : utilise seulement les faits donnés.',
    },
    { role: 'user', content: `Style ${STYLE_BRIEF[input.style]}.\n${facts(input)}` },
  ],
  offline: writeLetter,
};
