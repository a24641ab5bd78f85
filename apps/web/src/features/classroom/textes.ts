import { typographieFr } from '@declic/domain';

/** The class card of the profile (issue 47): tutoiement, the student speaks to the app. */
export const TEXTES = {
  cardTitle: 'Ma classe',
  intro: typographieFr(
    'Ton enseignant t’a donné un code ? Rejoins ta classe : il suivra où tu en es, et toi seul choisis ce que tu partages.',
  ),
  codeLabel: 'Code de la classe',
  codeHint: '8 lettres et chiffres, comme ABCD-2345.',
  preview: 'Voir la classe',
  previewing: 'Recherche…',
  previewTitle: (name: string) => typographieFr(`Rejoindre « ${name} » ?`),
  teacher: (name: string) => typographieFr(`Enseignant·e : ${name}`),
  alwaysTitle: 'Ce que ton enseignant verra toujours',
  ifYouShareTitle: 'Ce qu’il verra seulement si tu l’allumes',
  join: 'Rejoindre la classe',
  joining: 'Un instant…',
  cancel: 'Annuler',
  joined: (name: string) => typographieFr(`Tu as rejoint « ${name} ». Rien n’est partagé pour l’instant.`),
  sharingTitle: 'Ce que tu partages avec cette classe',
  sharingSaved: 'C’est enregistré.',
  leave: 'Quitter la classe',
  leaveQuestion: typographieFr(
    'Quitter cette classe ? Ton enseignant ne verra plus rien de toi, tout de suite. Ce que tu as construit reste à toi.',
  ),
  leaveConfirm: 'Oui, quitter',
  keep: 'Non, rester',
  left: (name: string) => typographieFr(`Tu as quitté « ${name} ».`),
  loadError: 'Impossible de lire tes classes pour l’instant. Réessaie dans un moment.',
  joinAnother: 'Rejoindre une autre classe',
  joinPageTitle: 'Rejoindre ta classe',
} as const;
