import { defineLevel } from '../engine/level-definition';

/**
 * Level 15, « Ton premier CV » (cv_builder): a one-page CV built section by section, prefilled
 * from what Déclic already knows (profile, level 12 qualities, level 6 jobs), exported as PDF.
 * The section ids `identite` and `titre` give the PDF its name and subtitle (levels/cv/cv-layout.ts).
 */
export const LEVEL_15 = defineLevel({
  level: 15,
  intro: [
    'Bienvenue au niveau 15 : tu vas construire ton premier CV !',
    'Je le pré-remplis avec ce que tu m’as déjà appris sur toi. Tu complètes, tu corriges, puis tu le télécharges en PDF.',
    'Pas d’expérience en entreprise ? Pas de souci : l’école, le sport et les coups de main comptent aussi.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'a-quoi-sert-un-cv',
      title: 'À quoi sert un CV ?',
      say: 'Avant d’écrire, voyons à quoi sert un CV.',
      lines: [
        'Un CV, c’est une page qui te présente à quelqu’un qui ne te connaît pas encore.',
        'Tu l’envoies pour un stage, un job d’été, une alternance ou une formation.',
        'Un recruteur le parcourt d’abord en 10 secondes environ. Il lit ton nom, ton titre, ta formation et tes expériences.',
        'Alors une seule page, claire et aérée. Pas besoin de tout dire : choisis ce qui compte.',
        'En France, la photo n’est pas obligatoire. Tu peux tout à fait t’en passer.',
        'Reste honnête : tout ce que tu écris, on peut te le demander en entretien.',
        'Pas encore d’expérience en entreprise ? C’est normal à ton âge. Un projet de classe, un club ou du bénévolat comptent aussi.',
      ],
    },
    {
      kind: 'document',
      id: 'cv',
      title: 'Ton CV, rubrique par rubrique',
      say: 'J’ai pré-rempli ce que je sais déjà sur toi. Relis, complète chaque rubrique, puis télécharge ton CV.',
      sections: [
        {
          id: 'identite',
          label: 'Prénom, nom et contact',
          hint: 'Première ligne : ton prénom et ton nom. En dessous : ton e-mail, ton téléphone et ta ville.',
          required: true,
          maxLength: 200,
          prefill: 'identity',
        },
        {
          id: 'titre',
          label: 'Ton titre',
          hint: 'Une ligne qui dit qui tu es et ce que tu cherches. Par exemple : « Élève de seconde, à la recherche d’un stage d’observation en cuisine ».',
          required: true,
          maxLength: 200,
        },
        {
          id: 'formation',
          label: 'Formation',
          hint: 'Une ligne par année, de la plus récente à la plus ancienne : l’année, la classe, l’établissement, la ville. Par exemple : « 2025-2026 : seconde générale, lycée Jean-Moulin, Lyon ».',
          required: true,
          maxLength: 400,
          prefill: 'school',
        },
        {
          id: 'experiences',
          label: 'Expériences',
          hint: 'Stages, jobs d’été, babysitting, bénévolat, projets de classe : tout compte. Une ligne par expérience : quand, quoi, ce que tu as fait. Par exemple : « Été 2025 : babysitting de deux enfants, 3 après-midi par semaine ».',
          required: true,
          maxLength: 600,
        },
        {
          id: 'competences',
          label: 'Compétences',
          hint: 'Ce que tu sais faire : logiciels, outils, gestes, brevet de secourisme (PSC1)… Par exemple : « Tableur : tableaux et graphiques simples ».',
          required: true,
          maxLength: 400,
          prefill: 'skills',
        },
        {
          id: 'qualites',
          label: 'Qualités',
          hint: 'Trois qualités, avec une preuve courte si tu peux. Par exemple : « Rigueur : je relis chaque devoir avant de le rendre ».',
          required: true,
          maxLength: 300,
          prefill: 'qualities',
        },
        {
          id: 'langues',
          label: 'Langues',
          hint: 'Chaque langue et ton niveau, en mots simples ou avec le niveau européen (de A1 à C2). Par exemple : « Anglais : niveau B1, je suis une série en version originale sous-titrée ».',
          required: false,
          maxLength: 200,
          prefill: 'languages',
        },
        {
          id: 'centres',
          label: 'Centres d’intérêt',
          hint: 'Deux ou trois activités précises, pas juste « le sport ». Par exemple : « Handball en club depuis 4 ans, capitaine de l’équipe ».',
          required: false,
          maxLength: 300,
          prefill: 'interests',
        },
      ],
      tips: [
        'Pas d’expérience en entreprise ? Mets en avant un projet de classe, ton sport, un coup de main en famille ou dans ton quartier.',
        'Décris chaque expérience avec un verbe d’action : « Accueillir les clients », « Organiser un tournoi », « Aider aux devoirs ».',
        'Donne des chiffres quand tu peux : 12 enfants encadrés, 3 semaines de stage, 150 € récoltés pour une association.',
        'Adapte ton titre à chaque envoi. On n’envoie pas le même CV pour une crèche et pour un restaurant.',
        'Choisis une adresse e-mail sérieuse, avec ton prénom et ton nom. Garde les pseudos pour tes amis.',
        'Une page suffit. Si ça déborde, garde ce qui montre le mieux ce que tu sais faire.',
        'Le niveau européen de langue va de A1 (débutant) à C2 (très avancé). Le test d’anglais du niveau 5 t’a donné une idée du tien.',
        'Relis à voix haute, puis fais relire par quelqu’un : une faute saute plus vite aux yeux des autres.',
      ],
    },
    {
      kind: 'checklist',
      id: 'relecture',
      title: 'Dernière vérification',
      say: 'Dernière étape : on vérifie que ton CV est prêt à partir.',
      items: [
        { id: 'pdf', label: 'J’ai exporté mon CV en PDF', required: true },
        { id: 'relu', label: 'Je l’ai fait relire par quelqu’un', required: false },
        { id: 'orthographe', label: 'Aucune faute d’orthographe repérée', required: true },
      ],
    },
  ],
  success:
    'Bravo, ton premier CV est prêt ! Garde ton PDF sous la main : il te servira pour ta lettre de motivation, au prochain niveau.',
  evidence: 'steps',
  screen: 'player',
});
