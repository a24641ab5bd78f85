import { runMascotDialogue } from './mascot-controller';

/** The mascot on the static landing page: 'Commencer maintenant' loads /avatar (no router there). */
export function wake(root: HTMLElement): void {
  runMascotDialogue(root, () => window.location.assign('/avatar'));
}
