import type { PersonalityPortrait } from './portrait';

/** The four « S P » types: hands-on, adaptable, living in the moment. */
export const EXPLORER_PORTRAITS: readonly PersonalityPortrait[] = [
  {
    type: 'ISTP',
    title: 'L’artisan débrouillard',
    summary:
      'Tu aimes comprendre comment les choses marchent en les manipulant. Calme et pratique, tu trouves des solutions concrètes.',
    strengths: [
      'Tu es habile de tes mains.',
      'Tu gardes ton sang-froid en cas de problème.',
      'Tu vas droit à l’essentiel.',
    ],
    howYouWork: 'Tu préfères agir que parler, avec de l’autonomie et des problèmes concrets à résoudre.',
    watchOuts:
      'Les longues réunions et la théorie peuvent t’ennuyer. Partager ce que tu fais aide les autres à compter sur toi.',
  },
  {
    type: 'ISFP',
    title: 'L’artiste sensible',
    summary:
      'Tu es doux·ce, observateur·rice et tu as souvent un sens esthétique développé. Tu aimes vivre les choses à ton rythme.',
    strengths: [
      'Tu as un vrai sens du beau.',
      'Tu es à l’écoute et tolérant·e.',
      'Tu t’adaptes avec souplesse.',
    ],
    howYouWork:
      'Tu donnes le meilleur de toi dans un cadre calme, où tu peux créer ou agir concrètement sans pression constante.',
    watchOuts:
      'Tu peux éviter les conflits et garder ce que tu ressens pour toi. Exprimer tes idées aide les autres à voir tout ce que tu apportes.',
  },
  {
    type: 'ESTP',
    title: 'L’aventurier de l’action',
    summary:
      'Tu es énergique, réactif·ve et tu aimes l’action. Tu apprends en essayant et tu réagis vite quand ça bouge.',
    strengths: [
      'Tu réagis vite face à l’imprévu.',
      'Tu es à l’aise avec les gens.',
      'Tu sais négocier et convaincre.',
    ],
    howYouWork:
      'Tu aimes le concret, le terrain et les résultats rapides. Un environnement dynamique te stimule.',
    watchOuts:
      'Tu peux foncer sans prévoir la suite. Prendre quelques minutes pour anticiper t’évitera des retours en arrière.',
  },
  {
    type: 'ESFP',
    title: 'L’animateur solaire',
    summary:
      'Tu aimes les gens, la bonne humeur et les moments partagés. Tu mets de la vie partout où tu passes.',
    strengths: [
      'Tu mets les autres à l’aise.',
      'Tu es spontané·e et plein·e d’énergie.',
      'Tu sais rendre une tâche plus fun.',
    ],
    howYouWork:
      'Tu aimes le contact, le mouvement et les activités concrètes. Tu apprends mieux en faisant qu’en lisant.',
    watchOuts:
      'Tu peux remettre à plus tard ce qui t’ennuie. Un petit planning et une récompense à la clé t’aideront à tenir.',
  },
];
