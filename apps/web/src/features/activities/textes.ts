import type { LevelStatus } from '@declic/domain';

export const STATUS_LABELS: Record<LevelStatus, string> = {
  done: 'Terminé',
  current: 'En cours',
  available: 'Disponible',
  locked: 'Verrouillé',
  paid: 'Payant',
};

export const PAID_OFFER_NOTE =
  'Les niveaux 11 à 50 font partie de l’offre payante\u202f: 30\u00a0€ une fois, ou 5\u00a0€ par mois.';

/** The levels the student's classes ask for (issue 47). */
export const CLASS_ASSIGNMENTS_TITLE = 'Demandé par ta classe';
export const CLASS_ASSIGNMENT_DONE = 'Fait';
