import { defineLevel } from '../engine/level-definition';

/**
 * Level 13, « La méthode STAR » (star_method): tell one success in four parts. Each part must
 * contain the words that make it what it is; `mentions` matches accent-folded word starts, so
 * « j’ai » reads « j ai » and « été » reads « ete ».
 */
export const LEVEL_13 = defineLevel({
  level: 13,
  intro: [
    'Bienvenue au niveau 13 ! Aujourd’hui, tu apprends à raconter une réussite.',
    'La méthode STAR t’aide à le faire en quatre temps, sans te perdre dans les détails.',
    'Elle sert pour un entretien de stage, de job d’été ou d’école, et pour une lettre de motivation.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'methode',
      title: 'Quatre lettres, quatre temps',
      say: 'STAR, ce sont les initiales de quatre mots : Situation, Tâche, Action, Résultat.',
      lines: [
        'S comme Situation : le décor. Où, quand, avec qui ?',
        'T comme Tâche : ce que tu devais faire, ton objectif.',
        'A comme Action : ce que toi, tu as fait. Ici, on dit « je », pas « on ».',
        'R comme Résultat : ce que ça a donné, avec un chiffre si tu peux. Ajoute ce que tu en as appris.',
        'Voici l’histoire de Yanis, 16 ans.',
        'Situation : en mars, au lycée, notre classe voulait aider une association qui soutient des enfants malades.',
        'Tâche : je devais organiser une vente de gâteaux pendant la récré, avec un budget de 20 €.',
        'Action : j’ai fait un planning des pâtissiers. J’ai dessiné une affiche, puis j’ai tenu la caisse.',
        'Résultat : nous avons récolté 240 € pour l’association. J’ai appris à répartir le travail entre plusieurs personnes.',
        'Tu vois ? Chaque partie tient en deux ou trois phrases. À toi maintenant !',
      ],
    },
    {
      kind: 'text',
      id: 'star',
      title: 'Ton histoire STAR',
      say: 'Choisis un moment dont tu es fier ou fière : à l’école, au sport, en famille, dans un club ou un petit job.',
      feedback: 'advisor',
      fields: [
        {
          id: 'situation',
          label: 'Situation',
          hint: 'Où, quand, avec qui ? Plante le décor en deux ou trois phrases.',
          minLength: 60,
          maxLength: 600,
          multiline: true,
          mustMention: [
            {
              anyOf: [
                'quand',
                'lors',
                'pendant',
                'annee',
                'ete',
                'hier',
                'club',
                'lycee',
                'college',
                'ecole',
                'classe',
                'stage',
                'match',
                'semaine',
                'mois',
                'dernier',
                'derniere',
                'vacances',
                'week',
                'janvier',
                'fevrier',
                'mars',
                'avril',
                'juin',
                'juillet',
                'aout',
                'septembre',
                'octobre',
                'novembre',
                'decembre',
              ],
              message:
                'Dis quand ou où ça s’est passé. Par exemple : « l’été dernier », « au club de foot » ou « en classe de seconde ».',
            },
          ],
        },
        {
          id: 'tache',
          label: 'Tâche',
          hint: 'Ce que tu devais faire, ou le but à atteindre.',
          minLength: 40,
          maxLength: 500,
          multiline: true,
          mustMention: [
            {
              anyOf: [
                'devais',
                'devait',
                'devions',
                'fallait',
                'objectif',
                'but',
                'mission',
                'role',
                'charge',
                'responsable',
                'voulais',
                'voulait',
                'voulions',
                'besoin',
              ],
              message:
                'Dis ce que tu avais à faire. Commence par exemple par « Je devais… », « Mon rôle était… » ou « Mon objectif était… ».',
            },
          ],
        },
        {
          id: 'action',
          label: 'Action',
          hint: 'Ce que toi, tu as fait, étape par étape. Écris « je », pas « on ».',
          minLength: 80,
          maxLength: 800,
          multiline: true,
          mustMention: [
            {
              // « je », or « j’ » before a vowel or a mute h (« j’ai », « j’étais », « j’habite »):
              // a bare 'j' would also accept « jour » or « jouer ».
              anyOf: ['je', 'j a', 'j e', 'j i', 'j o', 'j u', 'j y', 'j h'],
              message:
                'Raconte ce que toi, tu as fait, en disant « je » ou « j’ai ». Par exemple : « J’ai appelé… », « J’ai préparé… ».',
            },
          ],
        },
        {
          id: 'resultat',
          label: 'Résultat',
          hint: 'Ce que ça a donné, avec un chiffre si tu peux, puis ce que tu en as appris.',
          minLength: 40,
          maxLength: 600,
          multiline: true,
          mustMention: [
            {
              anyOf: [
                'resultat',
                'reussi',
                'gagne',
                'obtenu',
                'appris',
                'compris',
                'fier',
                'fiere',
                'note',
                'finalement',
                'grace',
                'permis',
                'ameliore',
                'augmente',
                'progresse',
                'recolte',
              ],
              message:
                'Dis ce que ça a donné ou ce que tu as appris. Par exemple : « Finalement, nous avons gagné… » ou « J’ai appris que… ».',
            },
          ],
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'relecture',
      title: 'Ta relecture',
      say: 'Avant de finir, relis ton histoire. Elle doit se comprendre sans toi pour l’expliquer.',
      items: [
        { id: 'voix-haute', label: 'J’ai relu mon histoire à voix haute', required: true },
        { id: 'appris', label: 'Mon résultat dit ce que j’ai appris', required: true },
        { id: 'je', label: 'Dans l’action, j’ai remplacé les « on » par des « je »', required: false },
      ],
    },
  ],
  success:
    'Bravo, ton histoire STAR est prête ! Garde-la : elle te servira pour ton CV, ta lettre de motivation ou un entretien.',
  evidence: 'steps',
  screen: 'player',
});
