import { type ButtonSize, type ButtonVariant, buttonClasses } from '../../components/ui/button-classes';
import { cx } from '../../components/ui/cx';
import type { DialogueControl } from './dialogue';

/** The look of the dialogue's single button in each of its states. */
export function dialogueButtonClasses(control: DialogueControl): string {
  const [variant, size]: [ButtonVariant, ButtonSize] =
    control === 'start' ? ['sun', 'lg'] : control === 'skip' ? ['secondary', 'md'] : ['primary', 'md'];
  return buttonClasses(variant, size);
}

/** One of the bubble's position dots: long for the line on screen, filled for the lines read. */
export function lineDotClasses(index: number, current: number): string {
  return cx(
    'h-2 rounded-full transition-all',
    index === current ? 'w-6 bg-brand-700' : 'w-2',
    index < current && 'bg-brand-500',
    index > current && 'bg-brand-200',
  );
}
