import { AI_CHAT_HISTORY_LIMIT, type AiChatTurn, type JobFacts, salaryLines } from '@declic/domain';
import type { AiTextTask, ChatMessage } from '../../plugins/ai';

export interface AdvisorInput {
  message: string;
  history: AiChatTurn[];
  /** Persona mode: the job the advisor speaks as. */
  persona: string | null;
  facts: JobFacts | null;
  firstName: string | null;
  recommendedJobs: string[];
  /** What the offline engine answers: the provider's fallback. */
  offlineAnswer: string;
}

const RULES = [
  'Tu es le conseiller d’orientation de Déclic, une appli pour les 15-20 ans, en France.',
  'Tu réponds toujours en français, en tutoyant, avec bienveillance, des phrases courtes et des mots simples, sans markdown.',
  'Tu parles d’orientation : métiers, études, formations, stages, alternance, candidatures, motivation.',
  'Si on te demande autre chose, tu ramènes gentiment la conversation vers l’orientation.',
  'Tu refuses tout sujet dangereux, illégal, sexuel ou violent, et tout contenu inadapté à des mineurs.',
  'Si un message laisse penser que l’élève va mal, est harcelé·e ou en danger, tu l’encourages à parler à un adulte de confiance et tu donnes le 3114, le 3018, le 119 et Fil Santé Jeunes (0 800 235 236).',
  'Tu n’inventes ni chiffre ni école : appuie-toi sur les données Déclic fournies et dis d’où viennent les chiffres. Si tu ne sais pas, dis-le.',
  'Tu ne demandes jamais d’informations personnelles (adresse, téléphone, photos).',
].join(' ');

function personaRules(persona: string): string {
  return `Tu joues le rôle d’une personne qui exerce le métier de ${persona} et tu parles à la première personne de ton quotidien, de ton parcours et de ce que tu aimes ou trouves difficile, de façon réaliste. Tu restes ce personnage, mais tu suis toutes les règles précédentes.`;
}

/** The advisor chat (spec section 7): our rules, grounding data, the last 10 turns, the question. */
export const advisorChat: AiTextTask<AdvisorInput> = {
  name: 'conseiller-ia',
  maxTokens: 700,
  temperature: 0.7,
  messages: (input) => {
    const system = [RULES, input.persona ? personaRules(input.persona) : ''].filter(Boolean).join(' ');
    const messages: ChatMessage[] = [{ role: 'system', content: system }];
    const context = contextNote(input);
    if (context) messages.push({ role: 'system', content: context });
    for (const turn of input.history.slice(-AI_CHAT_HISTORY_LIMIT)) messages.push(turn);
    messages.push({ role: 'user', content: input.message });
    return messages;
  },
  offline: (input) => input.offlineAnswer,
};

function contextNote(input: AdvisorInput): string {
  const note: Record<string, unknown> = {};
  if (input.firstName) note.prenom = input.firstName;
  if (input.recommendedJobs.length) note.metiersRecommandes = input.recommendedJobs.slice(0, 6);
  const facts = input.facts;
  if (facts?.romeCode) {
    const salary = salaryLines(facts.salary);
    note.metier = {
      intitule: facts.title,
      definition: facts.definition,
      acces: facts.access,
      competences: facts.skills.slice(0, 8),
      salaireDebutant: salary.beginner,
      salaireMedian: salary.median,
      sources: salary.sources,
      formations: facts.formations.map((f) => [f.name, f.place].filter(Boolean).join(', ')),
      offres: facts.offers.count,
    };
  }
  return Object.keys(note).length ? `Données Déclic sur l’élève et le métier : ${JSON.stringify(note)}` : '';
}
