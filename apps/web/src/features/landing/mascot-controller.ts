import {
  LANDING_MOUTH_TOGGLE_MS,
  LANDING_TYPING_STEPS_PER_SECOND,
  planTyping,
  revealedLength,
  stepAt,
} from '@declic/domain';
import {
  advanceDialogue,
  type DialogueAction,
  type DialogueConfig,
  type DialogueControl,
  dialogueControl,
  startDialogue,
} from './dialogue';
import { dialogueButtonClasses, lineDotClasses } from './mascot-look';
import { DIALOGUE_BUTTON_LABELS, MASCOT_LINES } from './textes';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const PLANS = MASCOT_LINES.map((line) =>
  planTyping({
    durationMs: line.durationMs,
    length: line.text.length,
    stepsPerSecond: LANDING_TYPING_STEPS_PER_SECOND,
  }),
);

/** The parts of the dialogue's markup (components/mascot-dialogue.tsx) the controller updates. */
function dialogueParts(root: HTMLElement) {
  const part = <T extends Element>(name: string): T => {
    const element = root.querySelector<T>(`[data-mascotte="${name}"]`);
    if (!element) throw new Error(`Mascotte : « ${name} » absent du dessin`);
    return element;
  };
  return {
    text: part<HTMLElement>('texte'),
    caret: part<HTMLElement>('curseur'),
    announcement: part<HTMLElement>('annonce'),
    position: part<HTMLElement>('position'),
    dots: [...root.querySelectorAll<HTMLElement>('[data-mascotte="point"]')],
    button: part<HTMLButtonElement>('bouton'),
    label: part<HTMLElement>('libelle'),
    skipIcon: part<HTMLElement>('icone-passer'),
    nextIcon: part<HTMLElement>('icone-suivant'),
    mouth: part<SVGElement>('bouche'),
  };
}

/**
 * Runs Clic's dialogue over its markup, drawn by React (on the server or in the app): typing
 * steps on the clock, the mouth while typing, the single button (Passer, Suivant, then
 * 'Commencer maintenant', which calls `onStart`). Plain DOM, so the static landing page runs it
 * without React. Returns what stops it.
 */
export function runMascotDialogue(root: HTMLElement, onStart: () => void): () => void {
  const parts = dialogueParts(root);
  const motion = window.matchMedia(REDUCED_MOTION);
  const config = (): DialogueConfig => ({
    stepsPerLine: PLANS.map((plan) => plan.steps),
    reducedMotion: motion.matches,
  });
  let state = startDialogue(config());
  let stopTyping: (() => void) | null = null;

  const setMouth = (open: boolean) => parts.mouth.setAttribute('data-mouth', open ? 'open' : 'closed');

  // What a typing step changes is the text alone: the rest is written when the line or the
  // button's state changes, so each step costs the page as little as possible.
  let drawn: { lineIndex: number; control: DialogueControl } | null = null;

  function draw() {
    const text = MASCOT_LINES[state.lineIndex]?.text ?? '';
    const plan = PLANS[state.lineIndex];
    parts.text.textContent = plan ? text.slice(0, revealedLength(plan, text.length, state.step)) : text;
    parts.caret.toggleAttribute('hidden', !state.typing);
    const control = dialogueControl(state, MASCOT_LINES.length);
    if (drawn?.lineIndex === state.lineIndex && drawn.control === control) return;
    drawn = { lineIndex: state.lineIndex, control };
    // Written once per line: the live region then announces each line once.
    if (parts.announcement.textContent !== text) parts.announcement.textContent = text;
    parts.position.textContent = `Réplique ${state.lineIndex + 1} sur ${MASCOT_LINES.length}`;
    parts.dots.forEach((dot, index) => {
      dot.className = lineDotClasses(index, state.lineIndex);
    });
    parts.button.className = dialogueButtonClasses(control);
    parts.label.textContent = DIALOGUE_BUTTON_LABELS[control];
    parts.skipIcon.toggleAttribute('hidden', control !== 'skip');
    parts.nextIcon.toggleAttribute('hidden', control === 'skip');
  }

  // Typing runs while the state says so, restarted for each new line.
  function followTyping(lineChanged: boolean) {
    if (stopTyping && (lineChanged || !state.typing)) {
      stopTyping();
      stopTyping = null;
    }
    const plan = PLANS[state.lineIndex];
    if (stopTyping || !state.typing || !plan) return;
    // Steps follow the clock, so a busy device skips letters instead of typing late.
    const startedAt = performance.now();
    const typingTimer = window.setInterval(
      () => dispatch({ type: 'progress', step: stepAt(plan, performance.now() - startedAt) }),
      plan.intervalMs,
    );
    let mouthOpen = false;
    const mouthTimer = window.setInterval(() => {
      mouthOpen = !mouthOpen;
      setMouth(mouthOpen);
    }, LANDING_MOUTH_TOGGLE_MS);
    stopTyping = () => {
      window.clearInterval(typingTimer);
      window.clearInterval(mouthTimer);
      setMouth(false);
    };
  }

  function dispatch(action: DialogueAction) {
    const next = advanceDialogue(state, action, config());
    if (next === state) return;
    const lineChanged = next.lineIndex !== state.lineIndex;
    state = next;
    draw();
    followTyping(lineChanged);
  }

  const press = () => {
    const control = dialogueControl(state, MASCOT_LINES.length);
    if (control === 'start') onStart();
    else dispatch({ type: control });
  };
  // Someone who turns on reduced motion mid-line sees the line whole at once.
  const motionChanged = () => {
    if (motion.matches) dispatch({ type: 'skip' });
  };

  draw();
  followTyping(true);
  parts.button.addEventListener('click', press);
  motion.addEventListener('change', motionChanged);
  // Drawn disabled: a tap before this script runs would be lost.
  parts.button.disabled = false;
  return () => {
    parts.button.removeEventListener('click', press);
    motion.removeEventListener('change', motionChanged);
    stopTyping?.();
    stopTyping = null;
    parts.button.disabled = true;
  };
}
