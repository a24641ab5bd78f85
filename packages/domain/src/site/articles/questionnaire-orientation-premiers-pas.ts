import { defineArticle } from '../blog-article';

export default defineArticle({
  sections: [
    {
      heading: 'Un miroir, pas un examen',
      paragraphs: [
        'Le questionnaire d’orientation de Déclic n’a pas de note, pas de piège et pas de bonne réponse. Il sert à mettre des mots sur ce que tu aimes faire, pour te proposer des pistes de métiers et d’études.',
        'Il s’appuie sur une idée simple, proposée par le psychologue américain John Holland : nos centres d’intérêt se rangent en six grandes familles. On les appelle RIASEC, d’après leurs initiales : Réaliste, Investigateur, Artistique, Social, Entreprenant et Conventionnel. La plupart des gens mélangent deux ou trois familles.',
      ],
    },
    {
      heading: 'Comment répondre sans te prendre la tête',
      paragraphs: [
        'Chaque question décrit une activité ou une situation. Tu réponds avec l’une de ces cinq options : Oui, Un peu, Je ne sais pas, Pas trop ou Non.',
      ],
      list: [
        'Réponds pour toi, pas pour tes parents, tes profs ou tes amis.',
        'Pense à ce qui te plaît, pas seulement à ce que tu réussis bien.',
        'Suis ta première impression : elle est souvent la plus juste.',
        '« Je ne sais pas » est une vraie réponse. Utilise-la sans culpabiliser.',
        'Installe-toi au calme, avec un peu de temps devant toi.',
      ],
    },
    {
      heading: 'Ce que tu obtiens à la fin',
      paragraphs: [
        'Une fois le questionnaire terminé, Déclic te présente ton profil d’orientation : les familles d’intérêts qui ressortent le plus chez toi, avec des idées de métiers et de formations qui vont avec.',
        'Le questionnaire ne mesure ni ton intelligence ni tes notes. Il n’existe pas de mauvais profil : un profil très « Social » n’est pas meilleur qu’un profil très « Réaliste ». Chacun ouvre des portes différentes.',
        'Lis ces résultats comme un point de départ. Ce n’est pas un verdict, et personne ne se résume à trois lettres. Si une piste te surprend, garde-la un moment en tête avant de l’écarter : c’est parfois là que se cachent les bonnes découvertes.',
      ],
    },
    {
      heading: 'Et après ?',
      paragraphs: [
        'Confronte tes pistes à la réalité. Va aux portes ouvertes, discute avec des étudiants, fais un stage d’observation, regarde des vidéos de pros qui racontent leur journée.',
        'Tes goûts vont évoluer, et c’est normal. Tu pourras refaire le questionnaire plus tard et comparer. Ce qui compte, c’est de continuer à explorer, un niveau après l’autre.',
      ],
    },
  ],
  keyPoints: [
    'Pas de note ni de piège : le questionnaire décrit tes goûts.',
    'Réponds pour toi, à l’instinct, et ose le « Je ne sais pas ».',
    'Tes résultats sont un point de départ, pas un verdict.',
  ],
  editorialTodo: [
    'Ajouter un exemple de question pour chacune des six familles RIASEC.',
    'Insérer une capture d’écran d’un profil d’orientation (avec des données de démonstration).',
    'Expliquer en une phrase comment les pistes de métiers sont calculées.',
    'Ajouter un lien vers les ressources de l’ONISEP sur les familles d’intérêts.',
    'Tester la lisibilité avec une classe de seconde.',
  ],
});
