import type { PersonalityPortrait } from './portrait';

/** The four « N F » types: guided by values and by people. */
export const DIPLOMAT_PORTRAITS: readonly PersonalityPortrait[] = [
  {
    type: 'INFJ',
    title: 'Le confident inspiré',
    summary:
      'Tu es attentif·ve aux autres et tu as souvent une idée claire de ce qui compte vraiment pour toi. Tu cherches du sens dans ce que tu fais.',
    strengths: [
      'Tu comprends ce que ressentent les autres.',
      'Tu sais écouter sans juger.',
      'Tu t’engages à fond pour une cause qui te touche.',
    ],
    howYouWork:
      'Tu préfères des projets qui ont du sens et un environnement calme. Tu aimes réfléchir en profondeur avant de partager ton avis.',
    watchOuts:
      'Tu peux porter les soucis des autres au point de t’oublier. Garde du temps pour toi et ose dire ce dont tu as besoin.',
  },
  {
    type: 'INFP',
    title: 'L’idéaliste créatif',
    summary:
      'Tu as un monde intérieur riche et des valeurs fortes. Tu aimes créer, imaginer et défendre ce qui te semble juste.',
    strengths: [
      'Tu as beaucoup d’imagination.',
      'Tu es fidèle à tes valeurs.',
      'Tu mets les autres à l’aise par ta bienveillance.',
    ],
    howYouWork:
      'Tu donnes le meilleur de toi quand un projet te tient à cœur et que tu as de la liberté pour l’exprimer à ta façon.',
    watchOuts:
      'Les critiques peuvent te toucher fort, et les tâches sans intérêt te démotiver. Découpe-les en petites étapes et rappelle-toi pourquoi tu les fais.',
  },
  {
    type: 'ENFJ',
    title: 'Le guide bienveillant',
    summary:
      'Tu aimes rassembler les gens et les aider à progresser. Tu sens l’ambiance d’un groupe et tu sais trouver les mots qui motivent.',
    strengths: [
      'Tu encourages les autres à donner le meilleur.',
      'Tu t’exprimes avec chaleur et clarté.',
      'Tu sais créer un bon esprit d’équipe.',
    ],
    howYouWork:
      'Tu te sens bien dans les projets collectifs, au contact des gens, avec un objectif qui a du sens pour tout le monde.',
    watchOuts:
      'Tu peux vouloir faire plaisir à tout le monde et t’épuiser. Apprendre à dire non, c’est aussi prendre soin de ton énergie.',
  },
  {
    type: 'ENFP',
    title: 'L’explorateur enthousiaste',
    summary:
      'Tu es curieux·se de tout et de tout le monde. Ton enthousiasme est contagieux et tu aimes les projets où tu peux créer et rencontrer.',
    strengths: [
      'Tu as des idées originales à revendre.',
      'Tu crées facilement des liens.',
      'Tu redonnes de l’élan à un groupe fatigué.',
    ],
    howYouWork:
      'Tu aimes la variété, la liberté et les échanges. Tu avances par élans, surtout quand un sujet te passionne.',
    watchOuts:
      'Tu peux te disperser entre trop d’envies. Une liste courte de priorités et un coup de main pour les détails t’aideront à concrétiser.',
  },
];
