import { defineLevel } from '../engine/level-definition';

/** Level 9, « Prendre rendez-vous » (schedule_meeting): find someone who does the job and ask for a talk. */
export const LEVEL_09 = defineLevel({
  level: 9,
  intro: [
    'Niveau 9 : place au vrai monde !',
    'Pour comprendre un métier, rien ne vaut une personne qui le fait chaque jour.',
    'Tu vas trouver cette personne et lui demander un court échange. Je t’aide à écrire ton message.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'qui-contacter',
      title: 'Qui contacter, et comment',
      say: 'Tu connais sûrement plus de monde que tu ne le crois. Cherchons ensemble.',
      lines: [
        'Commence par ta famille : un oncle, une cousine, les parents d’un ami ou d’une amie.',
        'Pense à ton quartier : un voisin, une commerçante, ton coach de sport.',
        'Ton lycée peut t’aider : tes profs connaissent parfois d’anciens élèves qui font ce métier. Demande-leur.',
        'Les salons et forums des métiers sont faits pour ça : les pros y viennent pour répondre aux jeunes.',
        'Dès 16 ans, tu peux aussi écrire sur LinkedIn. C’est un réseau social où les pros présentent leur parcours.',
        'Ta demande doit être courte : qui tu es, pourquoi cette personne, ce que tu demandes.',
        'Demande peu de temps : 15 à 20 minutes, au téléphone, en visio ou sur place.',
        'Si tu la rencontres en vrai, choisis son lieu de travail ou un lieu public, en journée. Préviens toujours un adulte.',
        'Pas de réponse ? C’est fréquent, ne le prends pas personnellement. Relance une fois, poliment, au bout de 10 jours.',
      ],
    },
    {
      kind: 'text',
      id: 'contact',
      title: 'Ton contact',
      say: 'À qui vas-tu écrire ? Une seule personne suffit pour commencer.',
      fields: [
        {
          id: 'qui',
          label: 'Qui vas-tu contacter, et comment tu la connais',
          hint: 'Son métier et votre lien. Par exemple : « Karim, le père de mon ami Léo, il est électricien. »',
          minLength: 15,
          maxLength: 300,
        },
        {
          id: 'canal',
          label: 'Par quel moyen',
          hint: 'E-mail, message, téléphone ou en personne.',
          minLength: 5,
          maxLength: 200,
        },
      ],
    },
    {
      kind: 'text',
      id: 'message',
      title: 'Ton message',
      say: 'Écris ta demande. Elle doit être polie et claire : on doit comprendre en dix secondes ce que tu veux.',
      fields: [
        {
          id: 'brouillon',
          label: 'Ton message de demande',
          hint: 'Modèle : « Bonjour Madame » ou « Bonjour Monsieur », puis qui tu es (« Je suis élève en seconde… »), pourquoi tu lui écris, ta demande (« 20 minutes d’échange »), et enfin « Merci » avec ton prénom.',
          minLength: 250,
          maxLength: 1500,
          multiline: true,
          mustMention: [
            {
              anyOf: ['bonjour', 'bonsoir', 'madame', 'monsieur', 'salut', 'hello'],
              message:
                'Commence par saluer la personne : « Bonjour Madame », « Bonjour Monsieur » ou « Bonjour » avec son prénom.',
            },
            {
              anyOf: [
                'eleve',
                'lycee',
                'lyceen',
                'lyceenne',
                'etudiant',
                'etudiante',
                'apprenti',
                'seconde',
                'premiere',
                'terminale',
                'bac',
                'bts',
                'cfa',
                'college',
              ],
              message: 'Dis qui tu es. Par exemple : « Je suis élève en première au lycée Jean-Moulin. »',
            },
            {
              anyOf: [
                'minute',
                'echange',
                'rencontre',
                'appeler',
                'telephon',
                'visio',
                'question',
                'rendez',
                'temps',
                'disponible',
                'disponibilite',
                'discuter',
                'entretien',
              ],
              message:
                'Dis ce que tu demandes. Par exemple : « Auriez-vous 20 minutes pour un échange, au téléphone ou sur place ? »',
            },
            {
              anyOf: ['merci', 'remercie'],
              message: 'Termine par un remerciement. Par exemple : « Merci d’avance pour votre réponse. »',
            },
          ],
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'envoi',
      title: 'Envoyer ta demande',
      say: 'Dernière ligne droite : relis-toi, puis envoie. Coche chaque case quand c’est fait.',
      items: [
        { id: 'relu', label: 'J’ai relu mon message à voix haute', required: true },
        { id: 'envoye', label: 'J’ai envoyé ma demande', required: true },
        {
          id: 'relance',
          label: 'J’ai noté une date pour relancer si je n’ai pas de réponse dans 10 jours',
          required: true,
        },
        { id: 'parent', label: 'J’en ai parlé à un adulte de confiance', required: false },
      ],
    },
  ],
  success:
    'Bravo, ta demande est partie ! Écrire à quelqu’un qu’on ne connaît pas bien demande du courage, et tu l’as fait.',
  evidence: 'steps',
  screen: 'player',
});
