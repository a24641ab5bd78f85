import { defineArticle } from '../blog-article';

export default defineArticle({
  sections: [
    {
      heading: 'Personne ne connaît la liste des métiers de 2040',
      paragraphs: [
        'Le monde du travail change vite. Le numérique transforme presque tous les secteurs. La transition écologique oblige à construire, produire et se déplacer autrement. La population vieillit, et il faut plus de monde pour soigner et accompagner.',
        'Certains métiers apparaissent, d’autres évoluent, quelques-uns disparaissent. Bonne nouvelle : tu n’as pas besoin de deviner le futur pour bien choisir. Tu as besoin d’une boussole.',
      ],
    },
    {
      heading: 'Pars de ce que tu aimes faire, pas d’un intitulé',
      paragraphs: [
        'Un nom de métier ne dit pas grand-chose de ce qu’on fait vraiment de ses journées. Pars plutôt des verbes : réparer, soigner, convaincre, organiser, créer, analyser, enseigner, construire.',
        'Un même goût mène à plein de métiers. Si tu aimes réparer, tu peux devenir mécanicien ou mécanicienne vélo, technicien ou technicienne de maintenance sur des éoliennes, ou réparer des smartphones. Le verbe reste, le décor change.',
      ],
    },
    {
      heading: 'Trois domaines qui bougent beaucoup',
      paragraphs: [
        'Voici trois familles dont on parle souvent, parce qu’elles changent vite. Ce ne sont pas les seules pistes, juste de bons terrains d’exploration.',
      ],
      list: [
        'La transition écologique : rénovation des bâtiments, énergie, gestion de l’eau et des déchets, agriculture, nouvelles mobilités.',
        'Le numérique : développement, cybersécurité, données, mais aussi tous les métiers qui utilisent ces outils au quotidien.',
        'Le soin et l’accompagnement : santé, aide aux personnes âgées, petite enfance, éducation, travail social.',
      ],
    },
    {
      heading: 'Les compétences qui voyagent avec toi',
      paragraphs: [
        'Certaines compétences servent partout, quel que soit le métier. Savoir apprendre, travailler en équipe, expliquer clairement une idée, parler une autre langue. Et aussi garder l’esprit critique face aux outils d’intelligence artificielle : vérifier, comparer, ne pas tout croire.',
        'Ces compétences se travaillent dès maintenant, au lycée, dans un club, dans un petit job ou en aidant tes proches.',
      ],
    },
    {
      heading: 'Passe à l’action cette semaine',
      paragraphs: ['Pas besoin d’un grand plan. Trois petits gestes suffisent pour commencer :'],
      list: [
        'Note trois activités pendant lesquelles tu ne vois pas le temps passer.',
        'Lis deux fiches métiers qui utilisent ces activités, par exemple sur le site gratuit de l’ONISEP.',
        'Pose trois questions à une personne qui fait l’un de ces métiers : ce qu’elle aime, ce qui est dur, comment elle a commencé.',
      ],
    },
  ],
  keyPoints: [
    'Les métiers changent, mais tes goûts restent une bonne boussole.',
    'Pars des verbes que tu aimes (réparer, soigner, créer…), pas des intitulés.',
    'Les compétences comme apprendre ou coopérer servent partout.',
  ],
  editorialTodo: [
    'Sourcer chaque tendance avec les publications publiques sur les métiers en 2030 (France Stratégie, DARES).',
    'Ajouter le témoignage d’une ou d’un professionnel de la rénovation énergétique.',
    'Relier chaque exemple de métier à sa fiche dans le catalogue de Déclic.',
    'Faire relire le texte par un groupe de lycéens et simplifier ce qui bloque.',
    'Créer une illustration pour la section « Trois domaines qui bougent beaucoup ».',
  ],
});
