import type { LevelStatus } from '@declic/domain';

export const STATUS_LABELS: Record<LevelStatus, string> = {
  done: 'Terminé',
  current: 'En cours',
  available: 'Disponible',
  locked: 'Verrouillé',
  paid: 'Payant',
};

export const PAID_OFFER_NOTE = 'Les niveaux 11 à 50 feront partie de l’offre payante, bientôt disponible.';
