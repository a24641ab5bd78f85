import { defineLevel } from '../engine/level-definition';

/**
 * Level 18, « Projet motivé » (projet_motive): the « projet de formation motivé » Parcoursup asks
 * for each wish, written for one formation of the catalogue. The server checks its length
 * against Parcoursup's limit and which of the formation's national attendus the text answers.
 */
export const LEVEL_18 = defineLevel({
  level: 18,
  intro: [
    'Bienvenue au niveau 18 ! Sur Parcoursup, chaque vœu demande un « projet de formation motivé ».',
    'C’est un texte court, où tu expliques pourquoi cette formation te correspond.',
    'Aujourd’hui, tu l’écris pour une vraie formation. Et tu vérifies qu’il répond à ce qu’elle attend.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'attendus',
      title: 'Ce que la formation attend',
      say: 'Chaque formation publie ses « attendus » : ce qu’elle espère trouver chez ses futurs étudiants.',
      lines: [
        'Les attendus, ce sont des qualités et des connaissances. Par exemple : « savoir travailler en équipe » ou « s’intéresser au numérique ».',
        'Ceux que je vais te montrer sont les attendus nationaux, les mêmes pour toutes les formations qui préparent ce diplôme.',
        'Ton projet motivé doit y répondre. Pas en recopiant la liste : en montrant, par un exemple, que tu les as déjà un peu.',
        'Exemple : « J’ai monté le site de mon club de hand avec un ami » montre ton goût du numérique et le travail en équipe.',
        'Sur Parcoursup, le texte est court. Chaque phrase doit compter.',
        'Enfin, écris un projet par formation. Un texte copié d’un vœu à l’autre, les jurys le repèrent vite.',
      ],
    },
    {
      kind: 'projet',
      id: 'projet',
      title: 'Ton projet motivé',
      say: 'Choisis la formation, lis ses attendus, puis écris tes trois paragraphes. Je te dis ce qui manque.',
      minLength: 600,
      minAttendus: 3,
      paragraphs: [
        {
          id: 'pourquoi',
          label: 'Pourquoi cette formation',
          hint: 'Ce qui t’attire dans son programme, et comment tu l’as découverte (site, journée portes ouvertes, un étudiant rencontré).',
          minLength: 150,
        },
        {
          id: 'preuves',
          label: 'Ce que tu as déjà fait',
          hint: 'Une matière où tu t’en sors bien, un projet, un stage, une activité. Relie chaque exemple à un attendu.',
          minLength: 250,
        },
        {
          id: 'apres',
          label: 'Ton projet après',
          hint: 'Le métier ou les études que tu vises ensuite, et ce que cette formation t’apportera pour y arriver.',
          minLength: 100,
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'avant-parcoursup',
      title: 'Avant de le copier dans Parcoursup',
      say: 'Ton texte est prêt. Dernières vérifications avant de le coller dans ton dossier.',
      items: [
        { id: 'voix-haute', label: 'Je l’ai relu à voix haute, phrase par phrase', required: true },
        {
          id: 'un-par-voeu',
          label: 'Je sais qu’il faudra adapter ce texte pour chaque autre vœu',
          required: true,
        },
        {
          id: 'relecteur',
          label: 'Un prof principal, un parent ou un ami l’a relu',
          required: false,
        },
      ],
    },
  ],
  success:
    'Bravo, ton projet motivé est prêt ! Il répond aux attendus de la formation. Garde-le : au moment de faire tes vœux, tu n’auras plus qu’à le coller et l’ajuster.',
  evidence: 'steps',
  screen: 'player',
});
