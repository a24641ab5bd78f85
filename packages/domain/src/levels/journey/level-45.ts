import { defineLevel } from '../engine/level-definition';

// Words that place working hours in the week.
const WHEN_WORDS = [
  'lundi',
  'mardi',
  'mercredi',
  'jeudi',
  'vendredi',
  'samedi',
  'dimanche',
  'soir',
  'matin',
  'week',
  'vacances',
  'midi',
];

/**
 * Level 45, « Job étudiant »: the rules with the dated figures, real part-time offers near the
 * student, then the job placed in the typical week (overlaps and too-full days checked by the
 * server) and the student's verdict on whether it fits the studies.
 */
export const LEVEL_45 = defineLevel({
  level: 45,
  intro: [
    'Niveau 45 : on parle job étudiant.',
    'Un petit boulot, c’est de l’argent, de l’expérience et une ligne de plus sur ton CV.',
    'Le défi : qu’il laisse de la place à tes études. On va vérifier ça ensemble.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'regles',
      title: 'Avant de chercher',
      say: 'Quelques règles simples pour un job qui se passe bien.',
      lines: [
        'Dès 16 ans, tu peux travailler. Avant 18 ans, il faut l’accord de tes parents, et tes horaires sont protégés : revois le niveau 46.',
        'Un job, c’est un vrai contrat de travail, souvent un CDD ou un temps partiel, avec une fiche de paie chaque mois.',
        'Les jobs étudiants les plus courants : la vente, la restauration, l’animation, le baby-sitting, le soutien scolaire, la livraison.',
        'Le bon job tient dans ta semaine sans manger tes soirées de révision ni ton sommeil.',
        'Je t’ai préparé de vraies offres à temps partiel près de chez toi.',
      ],
    },
    {
      kind: 'quiz',
      id: 'quiz-job',
      title: 'Tes droits de jeune salarié',
      say: 'Quatre questions, avec les chiffres en vigueur aujourd’hui.',
      passMark: 3,
      questions: [
        {
          id: 'smic',
          text: 'Tu as 18 ans et tu travailles en caisse. Quel est ton salaire minimum brut de l’heure ?',
          options: ['{stage-gratification-horaire}', 'Ce que l’employeur décide', '{smic-horaire-brut}'],
          answer: 2,
          explanation:
            'Un salarié majeur touche au moins le Smic, soit {smic-horaire-brut} brut de l’heure. La gratification ({stage-gratification-horaire}) ne concerne que les stagiaires.',
        },
        {
          id: 'heures',
          text: 'Tu as 17 ans. Combien d’heures par semaine au plus, même pendant les vacances ?',
          options: ['{mineur-heures-semaine}', '40 heures', '45 heures'],
          answer: 0,
          explanation:
            'Avant 18 ans, c’est {mineur-heures-semaine} par semaine au plus, et {mineur-heures-jour} par jour.',
        },
        {
          id: 'parcoursup',
          text: 'Un job étudiant peut-il servir ta candidature sur Parcoursup ?',
          options: [
            'Non, ça n’a rien à voir',
            'Oui : tu peux le décrire dans tes activités, avec ce qu’il t’a appris',
            'Seulement s’il est dans le métier que tu vises',
          ],
          answer: 1,
          explanation:
            'Tenir un job montre que tu es fiable et organisé. Décris-le dans tes activités et centres d’intérêt, avec ce que tu y as appris.',
        },
        {
          id: 'liquide',
          text: 'On te propose d’être payé en liquide, sans contrat. Que fais-tu ?',
          options: [
            'J’accepte, c’est plus simple',
            'J’accepte, mais seulement pour quelques heures',
            'Je demande un contrat et des fiches de paie',
          ],
          answer: 2,
          explanation:
            'Sans contrat, c’est du travail non déclaré : pas de protection en cas d’accident, pas de preuve de ce que tu as fait. Demande toujours un contrat.',
        },
      ],
    },
    {
      kind: 'pick',
      id: 'jobs',
      title: 'Des offres près de chez toi',
      say: 'Voici des offres à temps partiel publiées près de chez toi. Garde une à trois qui pourraient te convenir.',
      catalogue: 'jobs',
      min: 1,
      max: 3,
      notes: [
        {
          id: 'quand',
          label: 'Quand tu pourrais y travailler',
          hint: 'Par exemple : « Le samedi et le mercredi après-midi, pas les soirs de semaine. »',
          minLength: 15,
          maxLength: 300,
          mustMention: [
            {
              anyOf: WHEN_WORDS,
              message:
                'Dis quand tu pourrais travailler : « le samedi », « le mercredi après-midi », « pendant les vacances ».',
            },
          ],
        },
      ],
    },
    {
      kind: 'week-plan',
      id: 'semaine-avec-job',
      title: 'Ton job dans ta semaine',
      say: 'Place tes cours, tes devoirs, ton temps pour toi, et ton job. Je te dirai si une journée déborde.',
      minSlots: 6,
      withJob: true,
    },
    {
      kind: 'text',
      id: 'verdict',
      title: 'Ça tient ?',
      say: 'Regarde ta semaine : ce job est-il compatible avec tes études ?',
      fields: [
        {
          id: 'compatible',
          label: 'Ton verdict',
          hint: 'Ce qui passe, ce qui coince, et ce que tu ajusterais (moins d’heures, un autre jour, seulement les vacances).',
          minLength: 60,
          maxLength: 600,
          multiline: true,
        },
      ],
    },
  ],
  success:
    'Bravo ! Tu sais ce que vaut ton heure, tu as de vraies offres et un planning qui tient. Le reste, c’est à toi de jouer.',
  evidence: 'steps',
  screen: 'player',
});
