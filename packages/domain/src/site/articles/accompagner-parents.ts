import { defineArticle } from '../blog-article';

export default defineArticle({
  sections: [
    {
      heading: 'Un appui, pas un pilote',
      paragraphs: [
        'Cet article s’adresse à vous, parents. L’orientation de votre enfant vous inquiète peut-être autant que lui. C’est normal : les filières ont changé depuis votre propre scolarité, et les choix paraissent arriver très tôt.',
        'Votre rôle le plus utile n’est pas de trouver la réponse à sa place. C’est de l’aider à se poser les bonnes questions, à chercher des informations fiables et à oser essayer.',
      ],
    },
    {
      heading: 'Écouter avant de conseiller',
      paragraphs: [
        'La question « Tu veux faire quoi plus tard ? » bloque beaucoup d’adolescents. Elle demande une réponse définitive à quelqu’un qui se cherche encore. Préférez des questions ouvertes sur le présent :',
      ],
      list: [
        '« Qu’est-ce qui t’a plu cette semaine, en cours ou ailleurs ? »',
        '« Dans quelles activités tu ne vois pas le temps passer ? »',
        '« Qui t’inspire, et pourquoi ? »',
      ],
    },
    {
      heading: 'Le calendrier, sans mettre la pression',
      paragraphs: [
        'Quelques étapes reviennent chaque année. En fin de troisième, il faut choisir entre la voie générale et technologique et la voie professionnelle. En fin de seconde générale et technologique, les élèves choisissent leurs spécialités ou une série technologique. En terminale, les vœux d’études supérieures passent par Parcoursup.',
        'Connaître ces dates vous permet d’anticiper calmement, plutôt que de tout découvrir au dernier moment.',
      ],
    },
    {
      heading: 'Des ressources gratuites près de chez vous',
      paragraphs: [
        'Vous n’êtes pas seuls. Le professeur principal est un premier interlocuteur précieux. Les psychologues de l’Éducation nationale reçoivent les élèves et leurs familles, au lycée ou dans les centres d’information et d’orientation (CIO). Le site de l’ONISEP décrit gratuitement les métiers et les formations. Enfin, les portes ouvertes et les salons permettent de poser des questions en direct.',
      ],
    },
    {
      heading: 'Quand vous n’êtes pas d’accord',
      paragraphs: [
        'Il arrive qu’un projet vous semble risqué. Plutôt que de dire non tout de suite, proposez de l’explorer ensemble : lire une fiche métier, rencontrer un professionnel, visiter une formation. Les faits apaisent souvent le débat, dans un sens comme dans l’autre.',
      ],
    },
    {
      heading: 'Et toi, si tu lis cet article',
      paragraphs: [
        'Montre-le à tes parents, ou lis-le avec eux. Raconte-leur ce que tu découvres dans Déclic : c’est souvent plus facile de parler d’un résultat concret que de « l’avenir » en général.',
      ],
    },
  ],
  keyPoints: [
    'Votre rôle : aider à chercher, pas choisir à sa place.',
    'Des questions ouvertes sur le présent rassurent plus qu’un « plus tard ».',
    'Professeur principal, psychologues de l’Éducation nationale, ONISEP : tout est gratuit.',
  ],
  editorialTodo: [
    'Vérifier les étapes du calendrier à chaque rentrée et ajouter les dates de Parcoursup de l’année.',
    'Ajouter le témoignage d’un parent et de son enfant sur une discussion d’orientation.',
    'Proposer une fiche imprimable avec les trois questions ouvertes.',
    'Ajouter les liens vers l’annuaire des CIO et vers le site de l’ONISEP.',
    'Préparer une version courte à partager par message aux familles.',
  ],
});
