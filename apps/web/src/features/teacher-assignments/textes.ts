import { formatNumber, typographieFr } from '@declic/domain';

/** The teacher's assignments of a class (issue 47): vouvoiement. */
export const TEXTES = {
  title: 'Niveaux assignés',
  intro: typographieFr(
    'Demandez un niveau à toute la classe pour une date : chaque élève est prévenu, puis rappelé 3 jours avant et la veille s’il ne l’a pas terminé.',
  ),
  none: 'Aucun niveau assigné pour l’instant.',
  loading: 'Chargement…',
  loadError: 'Les niveaux assignés n’ont pas pu être chargés. Réessayez dans un instant.',
  formTitle: 'Assigner un niveau',
  levelLabel: 'Niveau',
  levelPlaceholder: 'Choisissez un niveau',
  dueLabel: 'À terminer pour le',
  dueHint: 'Une date à venir, dans l’année scolaire de la classe.',
  submit: 'Assigner',
  submitting: 'Un instant…',
  levelRequired: 'Choisissez un niveau.',
  dueRequired: 'Choisissez une date.',
  assigned: (level: number) => typographieFr(`Niveau ${level} assigné : les élèves sont prévenus.`),
  due: (date: string) => `Pour le ${date}`,
  completion: (done: number, total: number) =>
    `${formatNumber(done)} élève${done > 1 ? 's' : ''} sur ${formatNumber(total)} ${done > 1 ? 'ont' : 'a'} terminé`,
  detail: 'Voir le détail par élève',
  done: 'Terminé',
  notDone: 'Pas encore',
  remove: 'Retirer',
  removeQuestion: (level: number) =>
    typographieFr(
      `Retirer le niveau ${level} ? Les élèves ne le verront plus comme demandé, et ne recevront plus de rappel.`,
    ),
  removeConfirm: 'Oui, retirer',
  keep: 'Garder',
  removed: (level: number) => `Niveau ${level} retiré.`,
};
