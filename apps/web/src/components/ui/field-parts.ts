/** How a field's error reads: also for errors that no React component draws (the islands). */
export const FIELD_ERROR_CLASSES = 'text-sm font-semibold text-coral-700';

/** The ids of a field's hint and error, derived from its control's id. */
export function fieldPartIds(controlId: string): { hintId: string; errorId: string } {
  return { hintId: `${controlId}-aide`, errorId: `${controlId}-erreur` };
}
