import type { PersonalityPortrait } from './portrait';

/** The four « N T » types: curious about ideas and systems. */
export const ANALYST_PORTRAITS: readonly PersonalityPortrait[] = [
  {
    type: 'INTJ',
    title: 'L’architecte des idées',
    summary:
      'Tu aimes comprendre comment les choses fonctionnent et imaginer comment elles pourraient mieux marcher. Tu vois loin et tu construis tes projets pas à pas.',
    strengths: [
      'Tu repères vite ce qui cloche dans un raisonnement.',
      'Tu sais planifier un projet long sans perdre le fil.',
      'Tu gardes ton calme quand il faut trancher.',
    ],
    howYouWork:
      'Tu préfères avoir du temps pour réfléchir seul·e avant d’agir. Un objectif clair et de l’autonomie te motivent plus qu’un cadre très encadré.',
    watchOuts:
      'Tu peux paraître distant·e quand tu es concentré·e. Pense à expliquer ton idée aux autres, et accepte qu’un plan imparfait puisse déjà être utile.',
  },
  {
    type: 'INTP',
    title: 'Le chercheur curieux',
    summary:
      'Tu poses beaucoup de questions et tu aimes aller au fond des sujets. Les idées nouvelles et les problèmes compliqués t’attirent comme un aimant.',
    strengths: [
      'Tu analyses un problème sous tous ses angles.',
      'Tu inventes des solutions originales.',
      'Tu apprends seul·e avec beaucoup de facilité.',
    ],
    howYouWork:
      'Tu avances mieux avec de la liberté et du temps pour explorer. Tu aimes comprendre le pourquoi avant de te lancer dans le comment.',
    watchOuts:
      'Tu peux repousser le moment de finir, car il reste toujours une piste à creuser. Des petites échéances t’aident à transformer tes idées en résultats.',
  },
  {
    type: 'ENTJ',
    title: 'Le meneur stratège',
    summary:
      'Tu aimes organiser, décider et faire avancer un groupe vers un but. Les défis te donnent de l’énergie, surtout quand ils sont ambitieux.',
    strengths: [
      'Tu sais fixer un cap et répartir les rôles.',
      'Tu prends des décisions même sous pression.',
      'Tu transformes une idée en plan concret.',
    ],
    howYouWork:
      'Tu te sens bien quand tu as des responsabilités et des objectifs mesurables. Tu aimes les équipes efficaces où chacun tient ses engagements.',
    watchOuts:
      'Ton énergie peut bousculer les personnes plus lentes ou plus discrètes. Prends le temps d’écouter avant de décider\u202f: tu y gagneras des alliés.',
  },
  {
    type: 'ENTP',
    title: 'L’inventeur du débat',
    summary:
      'Tu adores les idées neuves, les discussions animées et les projets qui sortent de l’ordinaire. Tu vois des possibilités là où d’autres voient des obstacles.',
    strengths: [
      'Tu trouves des idées en un clin d’œil.',
      'Tu sais convaincre avec humour et énergie.',
      'Tu t’adaptes vite quand tout change.',
    ],
    howYouWork:
      'Tu aimes la variété, les échanges et les projets où tu peux expérimenter. La routine te pèse vite, les défis te réveillent.',
    watchOuts:
      'Tu peux lancer beaucoup de projets et en laisser en route. Choisir tes priorités et t’entourer de personnes organisées t’aidera à aller au bout.',
  },
];
