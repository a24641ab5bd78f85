import type { BankQuestion } from './bank-question';

/**
 * Questions recruiters really ask in each ROME « grand domaine » (the letter of the code), two
 * per family: the situations of the trade they want to hear a candidate think through.
 */
export const METIER_FAMILIES: Record<string, { label: string; questions: BankQuestion[] }> = {
  A: {
    label: 'agriculture, espaces verts et soins aux animaux',
    questions: [
      {
        id: 'a-meteo',
        text: 'Ici, le travail dépend de la météo et des saisons. Comment vous organisez-vous quand le planning change au dernier moment ?',
        hint: 'On vérifie que tu acceptes le travail dehors et les imprévus. Un exemple vécu (jardin, ferme, stage) vaut mieux qu’une promesse.',
      },
      {
        id: 'a-soin',
        text: 'Racontez-moi une fois où vous vous êtes occupé d’un animal ou de plantes sur la durée.',
        hint: 'On cherche de la régularité : ce que tu faisais, à quel rythme, ce que tu as observé.',
      },
    ],
  },
  B: {
    label: 'artisanat d’art et façonnage',
    questions: [
      {
        id: 'b-realisation',
        text: 'Parlez-moi d’un objet ou d’une réalisation que vous avez faits vous-même et dont vous êtes fier.',
        hint: 'Décris les étapes et la difficulté que tu as surmontée : le recruteur veut voir ta patience et ta précision.',
      },
      {
        id: 'b-rate',
        text: 'Que faites-vous quand une pièce est ratée après plusieurs heures de travail ?',
        hint: 'Personne ne réussit tout du premier coup. Montre que tu cherches la cause avant de recommencer.',
      },
    ],
  },
  C: {
    label: 'banque, assurance et immobilier',
    questions: [
      {
        id: 'c-expliquer',
        text: 'Comment expliqueriez-vous un contrat compliqué à un client qui n’y connaît rien ?',
        hint: 'On teste ta clarté : des mots simples, un exemple, et vérifier que la personne a compris.',
      },
      {
        id: 'c-refus',
        text: 'Un client insiste pour obtenir quelque chose que vous ne pouvez pas lui accorder. Que faites-vous ?',
        hint: 'Reste poli et ferme, explique pourquoi, propose une autre solution. Un exemple vécu rassure.',
      },
    ],
  },
  D: {
    label: 'commerce et vente',
    questions: [
      {
        id: 'd-mecontent',
        text: 'Un client mécontent hausse le ton devant les autres. Comment réagissez-vous ?',
        hint: 'On attend du calme : écouter, reformuler, chercher une solution, passer le relais si besoin.',
      },
      {
        id: 'd-vendre',
        text: 'Vendez-moi un objet que vous avez sur vous en ce moment.',
        hint: 'Un classique ! Pose d’abord une question sur le besoin, puis donne deux avantages concrets.',
      },
    ],
  },
  E: {
    label: 'communication, médias et multimédia',
    questions: [
      {
        id: 'e-campagne',
        text: 'Quelle campagne, vidéo ou publication récente vous a marqué, et pourquoi ?',
        hint: 'Cite un exemple précis et dis ce qui marche : le message, le public visé, le format.',
      },
      {
        id: 'e-critique',
        text: 'Comment réagissez-vous quand on critique un travail dont vous êtes content ?',
        hint: 'Montre que tu écoutes, que tu demandes des précisions et que tu sais corriger.',
      },
    ],
  },
  F: {
    label: 'bâtiment et travaux publics',
    questions: [
      {
        id: 'f-securite',
        text: 'Quelles règles de sécurité sur un chantier vous paraissent les plus importantes ?',
        hint: 'Casque, chaussures, harnais, balisage : cite-en deux ou trois et dis pourquoi elles comptent.',
      },
      {
        id: 'f-equipe',
        text: 'Comment travaillez-vous en équipe quand le délai est serré ?',
        hint: 'Un exemple d’équipe (sport, projet, job d’été) où tu as tenu ta part montre que tu es fiable.',
      },
    ],
  },
  G: {
    label: 'hôtellerie, restauration, tourisme et animation',
    questions: [
      {
        id: 'g-rush',
        text: 'C’est le coup de feu, tout le monde vous appelle en même temps. Comment vous organisez-vous ?',
        hint: 'On veut voir que tu gardes ton calme et que tu sais prioriser, en restant aimable.',
      },
      {
        id: 'g-horaires',
        text: 'Comment vous organisez-vous avec des horaires le soir et le week-end ?',
        hint: 'Sois honnête et concret : transport, vie de famille, sport… Montre que tu y as réfléchi.',
      },
    ],
  },
  H: {
    label: 'industrie',
    questions: [
      {
        id: 'h-procedure',
        text: 'Pourquoi faut-il suivre une procédure, même quand on pense aller plus vite sans ?',
        hint: 'Parle de sécurité et de qualité : une erreur peut toucher toute la production.',
      },
      {
        id: 'h-probleme',
        text: 'Racontez-moi une fois où vous avez cherché l’origine d’un problème.',
        hint: 'Un appareil en panne, un exercice qui ne marchait pas : décris ta méthode, étape par étape.',
      },
    ],
  },
  I: {
    label: 'installation et maintenance',
    questions: [
      {
        id: 'i-panne',
        text: 'Vous arrivez devant une panne que vous ne connaissez pas. Comment vous y prenez-vous ?',
        hint: 'Observer, tester une hypothèse à la fois, demander de l’aide sans honte : c’est ça, le métier.',
      },
      {
        id: 'i-client',
        text: 'Comment expliqueriez-vous votre intervention à un client qui n’y connaît rien ?',
        hint: 'Des mots simples, ce qui était cassé, ce que tu as fait, ce qu’il doit surveiller.',
      },
    ],
  },
  J: {
    label: 'santé',
    questions: [
      {
        id: 'j-patient',
        text: 'Un patient inquiet devient agressif. Comment réagissez-vous ?',
        hint: 'On attend de l’écoute et du calme, et de savoir appeler un collègue quand il le faut.',
      },
      {
        id: 'j-emotions',
        text: 'Comment prenez-vous soin de vous après une journée difficile émotionnellement ?',
        hint: 'C’est une vraie question de soignant : parler, décompresser, séparer travail et vie perso.',
      },
    ],
  },
  K: {
    label: 'services à la personne et à la collectivité',
    questions: [
      {
        id: 'k-aider',
        text: 'Qu’est-ce qui vous donne envie de travailler auprès des autres ?',
        hint: 'Évite « j’aime aider » tout court : raconte une situation où tu as aidé quelqu’un pour de vrai.',
      },
      {
        id: 'k-refus',
        text: 'Une personne refuse votre aide alors qu’elle en a besoin. Que faites-vous ?',
        hint: 'Respecter son choix, comprendre pourquoi, proposer autrement, en parler à l’équipe.',
      },
    ],
  },
  L: {
    label: 'spectacle',
    questions: [
      {
        id: 'l-imprevu',
        text: 'Un imprévu arrive juste avant une représentation. Comment réagissez-vous ?',
        hint: 'Dans le spectacle, tout bouge jusqu’au dernier moment : montre que tu t’adaptes vite.',
      },
      {
        id: 'l-collectif',
        text: 'Parlez-moi d’un projet artistique ou collectif auquel vous avez participé.',
        hint: 'Ton rôle précis, les répétitions, ce que le public en a dit.',
      },
    ],
  },
  M: {
    label: 'fonctions support de l’entreprise',
    questions: [
      {
        id: 'm-priorites',
        text: 'Tout arrive en même temps sur votre bureau. Comment choisissez-vous par quoi commencer ?',
        hint: 'L’urgent, l’important, demander à son responsable : montre que tu as une méthode.',
      },
      {
        id: 'm-outil',
        text: 'Comment apprenez-vous à utiliser un nouveau logiciel ou un nouvel outil ?',
        hint: 'Tutoriels, essais, questions aux collègues : un exemple récent le prouve.',
      },
    ],
  },
  N: {
    label: 'transport et logistique',
    questions: [
      {
        id: 'n-ponctualite',
        text: 'Pourquoi la ponctualité compte-t-elle autant dans ce métier ?',
        hint: 'Un retard se répercute sur toute la chaîne : client, entrepôt, collègues.',
      },
      {
        id: 'n-colis',
        text: 'Une livraison part en retard, ou un colis est abîmé. Que faites-vous ?',
        hint: 'Prévenir tout de suite, noter ce qui s’est passé, proposer une solution.',
      },
    ],
  },
};

/** For an offer without a ROME code: questions any recruiter may ask. */
export const ANY_TRADE = {
  label: 'tout métier',
  questions: [
    {
      id: 'metier-nouveau',
      text: 'On vous confie une tâche que vous n’avez jamais faite. Comment vous y prenez-vous ?',
      hint: 'Poser des questions, observer, essayer, vérifier : un recruteur préfère ça à « je sais tout faire ».',
    },
    {
      id: 'metier-collegue',
      text: 'Pour vous, qu’est-ce qu’un bon collègue ?',
      hint: 'Donne deux qualités et un exemple où tu as été ce collègue-là.',
    },
  ],
} satisfies { label: string; questions: BankQuestion[] };

/** The « grand domaine » of a ROME code: its first letter (M1805 → M), or '' when unknown. */
export function metierFamily(romeCode: string | null): string {
  const letter = (romeCode ?? '').trim().charAt(0).toUpperCase();
  return letter in METIER_FAMILIES ? letter : '';
}
