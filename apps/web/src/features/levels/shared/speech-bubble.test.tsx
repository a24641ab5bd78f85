import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SpeechBubble } from './speech-bubble';
import { useTypedText } from './use-typed-text';

const MESSAGE = 'Ta semaine type, créneau par créneau : cours, devoirs, sport et repos.';

/** The bubble as the level screens use it: the shared typing hook, finished by a tap. */
function TypingGuide() {
  const typed = useTypedText(MESSAGE);
  return <SpeechBubble text={MESSAGE} visibleText={typed.visibleText} onSkip={typed.finish} />;
}

/** What the bubble does not show yet: the rest of the message, kept invisible for the layout. */
const notShownYet = (container: HTMLElement) =>
  container.querySelector('p[aria-hidden="true"] .invisible')?.textContent;

function prefersReducedMotion(reduce: boolean) {
  const media = { matches: reduce, addEventListener() {}, removeEventListener() {} };
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ ...media, matches: reduce && query.includes('reduce') }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('la bulle du guide', () => {
  it('montre tout le message d’un seul geste pendant qu’il s’écrit', async () => {
    prefersReducedMotion(false);
    const { container } = render(<TypingGuide />);
    expect(notShownYet(container)).not.toBe('');
    // Screen readers have the whole message from the start.
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent(MESSAGE);

    await userEvent.click(screen.getByTestId('passer-le-message'));

    expect(notShownYet(container)).toBe('');
    expect(screen.queryByTestId('passer-le-message')).not.toBeInTheDocument();
  });

  it('n’écrit rien lettre à lettre quand le système demande moins d’animations', () => {
    prefersReducedMotion(true);
    const { container } = render(<TypingGuide />);
    expect(notShownYet(container)).toBe('');
    expect(screen.queryByTestId('passer-le-message')).not.toBeInTheDocument();
  });

  it('sans geste prévu, n’offre rien à toucher', () => {
    render(<SpeechBubble text={MESSAGE} visibleText="Ta sem" />);
    expect(screen.queryByTestId('passer-le-message')).not.toBeInTheDocument();
  });
});
