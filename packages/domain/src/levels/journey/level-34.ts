import { defineLevel } from '../engine/level-definition';

/**
 * Level 34, « Ton image en ligne » (level_34): the student searches their own name as a
 * recruiter would, cleans up with a checklist, learns their rights (what a recruiter may use,
 * the right to erasure, the CNIL), then says what they changed and what they want found.
 */
export const LEVEL_34 = defineLevel({
  level: 34,
  intro: [
    'Bienvenue au niveau 34 ! Aujourd’hui, tu joues au recruteur… avec toi-même.',
    'Avant un stage, un job ou une alternance, certains recruteurs tapent ton nom en ligne. Que trouvent-ils ?',
    'On regarde ensemble, on fait le ménage, puis tu choisis ce que tu veux qu’on voie.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'enquete',
      title: 'Ton enquête en ligne',
      say: 'Mets-toi à la place d’un inconnu qui te cherche. Voici comment faire, étape par étape.',
      lines: [
        'Ouvre une fenêtre de navigation privée : les résultats ne tiendront pas compte de tes habitudes.',
        'Tape ton prénom et ton nom entre guillemets. Puis recommence en ajoutant ta ville ou ton lycée.',
        'Regarde la première page de résultats, puis l’onglet Images.',
        'Ensuite, ouvre chaque réseau que tu utilises : Instagram, TikTok, Snapchat, YouTube, Discord… Regarde ton profil comme un inconnu le verrait.',
        'Ta photo de profil, ton pseudo et ta bio restent souvent visibles, même quand ton compte est privé.',
        'Pense aux vieux comptes : un blog du collège, une chaîne abandonnée, un pseudo oublié. Ils remontent parfois dans les résultats.',
        'Regarde aussi les publications de tes amis où ton nom apparaît.',
        'Vérifie enfin qui voit ta position. Certaines applis la partagent avec tes contacts sans que tu y penses.',
        'Tu ne trouves rien sur toi ? Bonne nouvelle : c’est toi qui vas choisir ce qu’on trouvera.',
      ],
    },
    {
      kind: 'checklist',
      id: 'menage',
      title: 'Ton grand ménage',
      say: 'Fais chaque vérification pour de vrai, téléphone en main. Coche au fur et à mesure.',
      items: [
        {
          id: 'recherche',
          label: 'J’ai cherché mon prénom et mon nom en navigation privée, images comprises',
          required: true,
        },
        {
          id: 'confidentialite',
          label: 'J’ai réglé qui peut voir mes publications, sur chaque réseau que j’utilise',
          required: true,
        },
        {
          id: 'photo-bio',
          label: 'J’ai vérifié ma photo de profil, mon pseudo et ma bio, visibles de tous',
          required: true,
        },
        {
          id: 'vieux-comptes',
          label: 'J’ai supprimé ou rendu privés les vieux comptes que je n’utilise plus',
          required: false,
        },
        {
          id: 'publications',
          label: 'J’ai archivé ou supprimé ce que je ne voudrais pas montrer à un recruteur',
          required: false,
        },
        {
          id: 'position',
          label: 'J’ai coupé le partage de ma position là où je n’en ai pas besoin',
          required: false,
        },
        {
          id: 'amis',
          label: 'J’ai demandé à un ami de retirer une publication qui me gêne',
          required: false,
        },
        {
          id: 'double-authentification',
          label: 'J’ai activé la double authentification sur mon compte principal',
          required: false,
        },
      ],
    },
    {
      kind: 'quiz',
      id: 'tes-droits',
      title: 'Ce que dit la loi',
      say: 'Ta vie en ligne a aussi des règles, et elles te protègent. Voyons ce que tu sais.',
      passMark: 4,
      questions: [
        {
          id: 'lien-avec-le-poste',
          text: 'Un recruteur cherche des informations sur toi. Lesquelles peut-il utiliser pour décider ?',
          options: [
            'Tout ce qu’il trouve, sans limite.',
            'Celles qui ont un lien direct avec le poste.',
            'Ta religion ou ta vie de famille, si elles sont publiques.',
            'Tes messages privés, si un ami les lui montre.',
          ],
          answer: 1,
          explanation:
            'Le Code du travail le dit : ce qu’on demande à un candidat doit avoir un lien direct avec le poste. Écarter quelqu’un pour sa religion, son origine ou sa santé est une discrimination, interdite par la loi. La CNIL conseille aux recruteurs de s’en tenir aux réseaux professionnels.',
        },
        {
          id: 'compte-prive',
          text: 'Un recruteur veut voir ton compte privé, « pour mieux te connaître ». Que fais-tu ?',
          options: [
            'Tu lui donnes ton mot de passe, sinon il ne te prendra pas.',
            'Tu l’acceptes dans tes abonnés, juste le temps du recrutement.',
            'Tu supprimes tous tes comptes dans la foulée.',
            'Tu refuses poliment : ta vie privée n’a pas à entrer dans le recrutement.',
          ],
          answer: 3,
          explanation:
            'Tu as le droit de refuser : un compte privé le reste. Un mot de passe ne se donne jamais, à personne. Si on insiste, parles-en à un adulte de confiance.',
        },
        {
          id: 'photo-genante',
          text: 'Une amie publie une photo de toi qui te gêne. Quelle est la première chose à faire ?',
          options: [
            'Lui demander gentiment de la retirer, en expliquant pourquoi.',
            'Publier une photo gênante d’elle en retour.',
            'Ne rien dire : ce qui est en ligne y reste.',
          ],
          answer: 0,
          explanation:
            'Le plus souvent, un message suffit : elle n’y a pas pensé. Si elle refuse, signale la photo au réseau social : chacun a un droit sur son image. Si ça tourne au harcèlement, appelle le 3018, le numéro national contre le harcèlement en ligne. C’est gratuit et anonyme.',
        },
        {
          id: 'droit-effacement',
          text: 'Un vieux site affiche une photo de toi au collège. Peux-tu la faire disparaître ?',
          options: [
            'Non : une fois en ligne, c’est pour toujours.',
            'Oui, mais seulement à ta majorité.',
            'Oui : tu peux demander au site de l’effacer, c’est ton droit à l’effacement.',
            'Oui, en payant le site.',
          ],
          answer: 2,
          explanation:
            'Le RGPD, la loi européenne sur les données personnelles, te donne un droit à l’effacement. Il est encore plus fort pour ce qui a été publié quand tu étais mineur. Tu peux aussi demander à un moteur de recherche de ne plus afficher un lien : c’est le déréférencement.',
        },
        {
          id: 'cnil',
          text: 'Le site ne répond pas à ta demande d’effacement. Vers qui te tourner ?',
          options: [
            'La mairie de ta ville.',
            'Le réseau social où tu as le plus d’abonnés.',
            'Personne : il n’y a plus rien à faire.',
            'La CNIL, qui veille sur les données personnelles en France.',
          ],
          answer: 3,
          explanation:
            'Sur le site de la CNIL, tu trouves des modèles de courrier pour demander l’effacement, et un formulaire pour te plaindre si le site ne répond pas.',
        },
      ],
    },
    {
      kind: 'text',
      id: 'bilan',
      title: 'Ton image, ton choix',
      say: 'Dernière étape : ce que tu as changé, et l’image que tu veux donner.',
      fields: [
        {
          id: 'nettoye',
          label: 'Ce que tu as trouvé et nettoyé',
          hint: 'Ce que tu as vu, puis ce que tu as changé. Par exemple : « J’ai passé mon compte en privé et supprimé une vieille chaîne. » Rien trouvé ? Dis ce que tu as vérifié.',
          minLength: 40,
          maxLength: 600,
          multiline: true,
        },
        {
          id: 'vitrine',
          label: 'Ce que tu aimerais qu’un recruteur trouve sur toi',
          hint: 'Une activité, un projet ou un engagement dont tu es fier ou fière, et où on le trouverait. Par exemple : « Les vidéos de mon club de théâtre, sur le site du club. »',
          minLength: 40,
          maxLength: 600,
          multiline: true,
        },
      ],
    },
  ],
  success:
    'Bravo, ton image en ligne est entre tes mains ! Refais ce contrôle avant chaque candidature : dix minutes suffisent.',
  evidence: 'steps',
  screen: 'player',
});
