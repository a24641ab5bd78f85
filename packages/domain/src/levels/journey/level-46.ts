import { defineLevel } from '../engine/level-definition';

/**
 * Level 46, « Tes droits au travail »: contracts, young workers' hours and minimum pay, in a
 * quiz whose figures are the dated ones in force (the server scores it on them), then the
 * student's own checklist for a first contract.
 */
export const LEVEL_46 = defineLevel({
  level: 46,
  intro: [
    'Niveau 46 : tes droits au travail.',
    'Un job d’été, un stage, une alternance : la loi te protège, et encore plus avant 18 ans.',
    'On fait le point sur les contrats, les horaires et le salaire, avec les chiffres officiels du moment.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'contrats',
      title: 'Les contrats en bref',
      say: 'Avant les chiffres, les mots qu’on va te dire à l’embauche.',
      lines: [
        'Le CDI, contrat à durée indéterminée, n’a pas de date de fin. C’est le contrat de référence.',
        'Le CDD, contrat à durée déterminée, a une fin prévue : un job d’été, un remplacement. Il doit être écrit et signé.',
        'L’intérim : une agence t’embauche et t’envoie en mission dans une entreprise.',
        'L’apprentissage est un vrai contrat de travail, avec une formation. Le stage, lui, n’est pas un contrat de travail : c’est une convention.',
        'Dans tous les cas, tu reçois une fiche de paie chaque mois. Garde-les toutes : elles prouvent ce que tu as travaillé.',
        'Payé en liquide, sans contrat ni fiche de paie ? C’est du travail non déclaré : tu n’as alors aucune protection en cas d’accident.',
      ],
    },
    {
      kind: 'quiz',
      id: 'droits',
      title: 'Horaires et salaire',
      say: 'Six situations. Les chiffres sont ceux en vigueur aujourd’hui, avec leur source officielle.',
      passMark: 5,
      questions: [
        {
          id: 'heures-jour',
          text: 'Tu as 16 ans et un job d’été. Combien d’heures peux-tu travailler au plus par jour ?',
          options: ['{mineur-heures-jour}', '10 heures', '12 heures'],
          answer: 0,
          explanation:
            'Avant 18 ans, c’est {mineur-heures-jour} par jour au plus. L’inspection du travail peut accorder une dérogation, rarement.',
        },
        {
          id: 'heures-semaine',
          text: 'Et par semaine ?',
          options: ['39 heures', '48 heures', '{mineur-heures-semaine}'],
          answer: 2,
          explanation:
            'Avant 18 ans, c’est {mineur-heures-semaine} par semaine au plus, et jamais plus que les adultes de l’entreprise.',
        },
        {
          id: 'pause',
          text: 'Tu travailles depuis le matin sans t’arrêter. Quand as-tu droit à une pause de trente minutes ?',
          options: [
            'Seulement si ton patron est d’accord',
            'Au-delà de {mineur-pause-apres-heures} de travail d’affilée',
            'Après huit heures de travail',
          ],
          answer: 1,
          explanation:
            'Avant 18 ans, une pause de trente minutes d’affilée est obligatoire au-delà de {mineur-pause-apres-heures} de travail sans interruption.',
        },
        {
          id: 'nuit',
          text: 'Tu as 17 ans. On te demande de fermer le restaurant à minuit. Que dit la loi ?',
          options: [
            'C’est permis si tu es payé plus',
            'C’est permis le week-end',
            'Le travail est interdit entre {mineur-nuit-debut} et {mineur-nuit-fin}, sauf dérogation accordée dans quelques secteurs',
          ],
          answer: 2,
          explanation:
            'Entre 16 et 18 ans, travailler entre {mineur-nuit-debut} et {mineur-nuit-fin} est interdit. Quelques secteurs, comme la restauration, peuvent obtenir une dérogation encadrée : demande à voir l’autorisation.',
        },
        {
          id: 'repos',
          text: 'Entre deux journées de travail, combien d’heures de repos au minimum, à 17 ans ?',
          options: ['8 heures', '{mineur-repos-quotidien}', '6 heures'],
          answer: 1,
          explanation:
            'Entre 16 et 18 ans, tu as droit à {mineur-repos-quotidien} de repos d’affilée entre deux journées, et à deux jours de repos de suite par semaine.',
        },
        {
          id: 'apprentie',
          text: 'Léa a 17 ans et signe son contrat d’apprentissage. Quel est son salaire minimum brut par mois en 1re année, pour 35 heures par semaine ?',
          options: ['{smic-mensuel-brut}', '{apprenti:22:1}', '{apprenti:17:1}'],
          answer: 2,
          explanation:
            'Avant 18 ans, en 1re année, le minimum est de {apprenti:17:1} par mois. Le Smic entier ({smic-mensuel-brut}) s’applique aux salariés majeurs, et aux apprentis à partir de 26 ans.',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'premier-contrat',
      title: 'Tes réflexes',
      say: 'Les réflexes à garder pour ton premier contrat. Coche ceux que tu feras, et dis ce que tu retiens.',
      items: [
        {
          id: 'lire',
          label: 'Je lis mon contrat en entier avant de le signer, et je pose mes questions',
          required: true,
        },
        { id: 'fiches', label: 'Je garde toutes mes fiches de paie', required: true },
        { id: 'heures', label: 'Je note mes heures, surtout les heures en plus', required: true },
        {
          id: 'aide',
          label:
            'Je sais où me renseigner : le Code du travail numérique, l’inspection du travail, un adulte de confiance',
          required: true,
        },
      ],
      report: {
        id: 'retenu',
        label: 'Ce que tu retiens pour toi',
        hint: 'Une règle qui t’a surpris, ou ce que tu vérifieras à ton prochain job.',
        minLength: 40,
        maxLength: 600,
        multiline: true,
      },
    },
  ],
  success:
    'Bravo ! Tu connais tes droits : contrat, horaires, salaire. Le jour où quelque chose te semble anormal, tu sauras le voir et en parler.',
  evidence: 'steps',
  screen: 'player',
});
