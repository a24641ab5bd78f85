import { defineLevel } from '../engine/level-definition';
import type { TextFieldRule } from '../engine/steps';

// Words that make a request out of a sentence (« Peux-tu… », « Pourriez-vous… », « Est-ce que… »).
const ASKING_WORDS = [
  'peux',
  'pouvez',
  'pourrais',
  'pourriez',
  'pourrait',
  'accepterais',
  'accepteriez',
  'aurais',
  'auriez',
  'serais',
  'seriez',
  'est ce',
  'veux tu',
  'voudrais',
  'voudriez',
  'voulez',
  'aimerais',
];

// Words that place the first request in time.
const WHEN_WORDS = [
  'aujourd',
  'demain',
  'ce soir',
  'matin',
  'midi',
  'soir',
  'semaine',
  'week',
  'lundi',
  'mardi',
  'mercredi',
  'jeudi',
  'vendredi',
  'samedi',
  'dimanche',
  'jour',
  'mois',
  'vacances',
  'prochain',
  'prochaine',
  'repas',
  'recre',
  'cours',
  'entrainement',
  'apres',
  'avant',
  'pendant',
  'quand',
  'lors',
];

/** The two fields of one person of the network: who they are to the student, and the request. */
function person(rank: 1 | 2 | 3, example: { who: string; ask: string }): TextFieldRule[] {
  return [
    {
      id: `personne-${rank}`,
      label: `Personne ${rank} : son prénom et votre lien`,
      hint: `Le prénom seulement, ou son rôle. Par exemple : « ${example.who} ».`,
      minLength: 8,
      maxLength: 80,
    },
    {
      id: `demande-${rank}`,
      label: `Ta demande à la personne ${rank}`,
      hint: `Une seule demande, précise, écrite comme tu la diras. Par exemple : « ${example.ask} »`,
      minLength: 25,
      maxLength: 300,
      multiline: true,
      mustMention: [
        {
          anyOf: ASKING_WORDS,
          message: `Personne ${rank} : écris ta demande comme tu la diras, sous forme de question. Par exemple : « Peux-tu… ? » ou « Pourriez-vous… ? »`,
        },
      ],
    },
  ];
}

/**
 * Level 33, « Ton réseau » (level_33): three people who can help, first name or role only,
 * each with one precise request, and the first one the student will ask. The quiz before the
 * writing teaches how to ask: precise, polite, and a thank-you afterwards.
 */
export const LEVEL_33 = defineLevel({
  level: 33,
  intro: [
    'Bienvenue au niveau 33 ! Aujourd’hui, on dessine ton réseau.',
    'Ton réseau, ce sont les personnes qui peuvent t’aider à avancer : un conseil, une visite, un contact.',
    'Tu vas en choisir trois, et préparer ce que tu vas demander à chacune.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'trois-cercles',
      title: 'Tu connais plus de monde que tu ne crois',
      say: 'Un réseau, ce n’est pas une liste de grands patrons. Ce sont les gens que tu croises déjà.',
      lines: [
        'Imagine trois cercles autour de toi.',
        'Premier cercle : ta famille et tes proches. Parents, grands-parents, oncles, cousines, amis de la famille.',
        'Deuxième cercle : ton quotidien. Tes profs, ton coach, les voisins, les parents de tes amis.',
        'Troisième cercle : les gens que tu connais moins. Les anciens élèves de ton lycée, ton lieu de stage de troisième, une personne croisée à un salon.',
        'Chacune de ces personnes sait des choses que tu ne sais pas. Et beaucoup aiment aider quelqu’un qui pose une vraie question.',
        'Une règle ici : écris seulement un prénom. Jamais de nom de famille, de numéro de téléphone ni d’adresse e-mail.',
        'Ces informations appartiennent à ces personnes. Garde-les dans ton téléphone, pas dans Déclic.',
        'Tu ne connais pas le prénom de ta prof ? Son rôle suffit : « ma prof de SVT ».',
      ],
    },
    {
      kind: 'quiz',
      id: 'bien-demander',
      title: 'Bien demander',
      say: 'Avant d’écrire, un petit entraînement : comment demander pour qu’on ait envie de dire oui ?',
      passMark: 4,
      questions: [
        {
          id: 'precise',
          text: 'Laquelle de ces demandes est la plus précise ?',
          options: [
            '« Tu peux m’aider pour mon orientation ? »',
            '« Tu connais des gens qui recrutent ? »',
            '« Peux-tu me montrer ton atelier un mercredi après-midi ? »',
            '« Tu aurais des conseils à me donner ? »',
          ],
          answer: 2,
          explanation:
            'Elle dit quoi et quand. La personne sait tout de suite si elle peut dire oui. Une demande vague la met dans l’embarras : elle ne sait pas par où commencer.',
        },
        {
          id: 'inconnu',
          text: 'Tu écris à un ancien élève de ton lycée. Tu ne l’as jamais rencontré. Comment commences-tu ?',
          options: [
            '« Bonjour, je suis en première dans le lycée où vous avez étudié. Votre parcours m’intéresse. »',
            '« Salut ! Tu fais quoi comme travail en fait ? »',
            '« Bonjour, pouvez-vous m’aider ? Merci. »',
            '« Bonjour, j’ai besoin d’un stage, vous en avez un ? »',
          ],
          answer: 0,
          explanation:
            'Tu dis qui tu es, ce qui vous relie et pourquoi tu lui écris. Avec quelqu’un que tu ne connais pas, commence par « Bonjour » et dis « vous ».',
        },
        {
          id: 'apres',
          text: 'Ta voisine t’a fait visiter son salon de coiffure. Et maintenant ?',
          options: [
            'Rien : elle a bien vu que tu avais aimé.',
            'Tu lui demandes tout de suite un stage.',
            'Tu attends la fin de l’année pour la remercier.',
            'Tu la remercies dans la journée, en disant ce que tu as retenu.',
          ],
          answer: 3,
          explanation:
            'Un merci rapide et précis fait plaisir : « Merci, j’ai adoré voir comment tu prépares une couleur. » La personne aura envie de t’aider encore, et pensera à toi si une occasion se présente.',
        },
        {
          id: 'sans-reponse',
          text: 'Tu as écrit à une ancienne élève il y a dix jours. Pas de réponse. Que fais-tu ?',
          options: [
            'Tu lui écris chaque jour jusqu’à ce qu’elle réponde.',
            'Tu la relances une fois, poliment, en rappelant ta demande.',
            'Tu abandonnes : elle ne veut pas t’aider.',
          ],
          answer: 1,
          explanation:
            'Beaucoup de messages se perdent ou s’oublient. Une relance polie est normale. Toujours rien ensuite ? Passe à une autre personne, sans rancune.',
        },
        {
          id: 'combien-de-temps',
          text: 'La première fois, combien de temps demander à quelqu’un ?',
          options: [
            'Une journée entière, pour bien tout voir.',
            'Le temps qu’il faudra, sans rien préciser.',
            'Un moment court : un appel, un café, une visite rapide.',
          ],
          answer: 2,
          explanation:
            'Un quart d’heure ou vingt minutes, c’est facile à accepter. Si l’échange se passe bien, la personne te proposera souvent d’elle-même de continuer.',
        },
      ],
    },
    {
      kind: 'text',
      id: 'ton-reseau',
      title: 'Tes trois personnes',
      say: 'Choisis trois personnes, si possible dans des cercles différents. Pour chacune, une seule demande, précise.',
      fields: [
        ...person(1, {
          who: 'Samia, ma tante, infirmière',
          ask: 'Peux-tu me raconter une journée de garde à l’hôpital ?',
        }),
        ...person(2, {
          who: 'ma prof de SVT',
          ask: 'Pourriez-vous me dire quelles études mènent au métier de technicien de laboratoire ?',
        }),
        ...person(3, {
          who: 'Hugo, ancien élève du lycée, en BTS',
          ask: 'Est-ce que je pourrais venir à la journée portes ouvertes de ton BTS avec toi ?',
        }),
        {
          id: 'premier-pas',
          label: 'Par qui tu commences, et quand',
          hint: 'Choisis la demande la plus facile, et fixe un moment. Par exemple : « Samia, dimanche, au repas de famille. »',
          minLength: 15,
          maxLength: 200,
          mustMention: [
            {
              anyOf: WHEN_WORDS,
              message:
                'Dis quand tu fais ta première demande. Par exemple : « samedi », « cette semaine » ou « après le cours de SVT ».',
            },
          ],
        },
      ],
    },
  ],
  success:
    'Bravo, ton réseau a pris forme ! Fais ta première demande au moment prévu. Et après, n’oublie pas le merci.',
  evidence: 'steps',
  screen: 'player',
});
