import type { AnswerValue } from '@declic/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MbtiQuestion } from '../api/mbti-quiz';
import { MbtiQuiz } from './mbti-quiz';

const items = (count: number): MbtiQuestion[] =>
  Array.from({ length: count }, (_, i) => ({ id: 100 + i, text: `Affirmation numéro ${i + 1}.` }));
const three = items(3);

// The quiz resumes from this browser's storage: each test starts from a clean slate.
beforeEach(() => window.localStorage.clear());

const quiz = (questions: MbtiQuestion[] = three) => {
  const onFinish = vi.fn();
  const view = render(<MbtiQuiz questions={questions} running={false} onFinish={onFinish} />);
  // Answers are looked up inside the group named by the item on screen.
  const answer = (item: number, value: AnswerValue) =>
    within(screen.getByRole('group', { name: questions[item]!.text })).getByRole('button', { name: value });
  const button = (name: string) => screen.getByRole('button', { name });
  return {
    onFinish,
    unmount: view.unmount,
    analysing: () => view.rerender(<MbtiQuiz questions={questions} running onFinish={onFinish} />),
    answer,
    button,
    choose: (item: number, value: AnswerValue) => userEvent.click(answer(item, value)),
    next: () => userEvent.click(button('Suivant')),
  };
};

// Testing Library folds the no-break space before « % »: read it back raw, French spacing counts.
const expectProgress = (text: string) =>
  expect(screen.getByText(text.replace('\u00a0', ' ')).textContent).toBe(text);

describe('le test de personnalité du niveau 4', () => {
  it('au départ : le titre, le premier item, sa place dans le test, rien de choisi', () => {
    const { answer, button } = quiz();
    expect(screen.getByRole('heading', { name: 'Test de personnalité MBTI' })).toBeInTheDocument();
    expectProgress('1 / 3 • 33\u00a0%');
    for (const value of ['Oui', 'Un peu', 'Je ne sais pas', 'Pas trop', 'Non'] as const)
      expect(answer(0, value)).toHaveAttribute('aria-pressed', 'false');
    expect(button('Précédent')).toBeDisabled();
    expect(button('Suivant')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Terminer' })).not.toBeInTheDocument();
  });

  it('choisir une réponse la marque sans changer d’item ; « Suivant » avance et la progression suit', async () => {
    const { choose, answer, button, next } = quiz();
    await choose(0, 'Un peu');
    expect(answer(0, 'Un peu')).toHaveAttribute('aria-pressed', 'true');
    expectProgress('1 / 3 • 33\u00a0%');
    expect(button('Suivant')).toBeEnabled();
    await next();
    expect(screen.getByRole('group', { name: three[1]!.text })).toBeInTheDocument();
    expectProgress('2 / 3 • 67\u00a0%');
    // A new item starts unanswered, so « Suivant » waits again.
    expect(answer(1, 'Un peu')).toHaveAttribute('aria-pressed', 'false');
    expect(button('Suivant')).toBeDisabled();
  });

  it('« Précédent » ramène à l’item d’avant, avec la réponse donnée, que l’on peut changer', async () => {
    const { choose, answer, button, next } = quiz();
    await choose(0, 'Pas trop');
    await next();
    await userEvent.click(button('Précédent'));
    expectProgress('1 / 3 • 33\u00a0%');
    expect(answer(0, 'Pas trop')).toHaveAttribute('aria-pressed', 'true');
    await choose(0, 'Oui');
    expect(answer(0, 'Oui')).toHaveAttribute('aria-pressed', 'true');
    expect(answer(0, 'Pas trop')).toHaveAttribute('aria-pressed', 'false');
  });

  it('au dernier item, « Terminer » remplace « Suivant » et envoie chaque réponse par item', async () => {
    const { choose, button, next, onFinish } = quiz();
    await choose(0, 'Oui');
    await next();
    await choose(1, 'Je ne sais pas');
    await next();
    expectProgress('3 / 3 • 100\u00a0%');
    expect(screen.queryByRole('button', { name: 'Suivant' })).not.toBeInTheDocument();
    expect(button('Terminer')).toBeDisabled();
    await choose(2, 'Non');
    await userEvent.click(button('Terminer'));
    expect(onFinish).toHaveBeenCalledOnce();
    const answers = onFinish.mock.calls[0]![0] as ReadonlyMap<number, AnswerValue>;
    expect([...answers]).toEqual([
      [100, 'Oui'],
      [101, 'Je ne sais pas'],
      [102, 'Non'],
    ]);
  });

  it('au clavier seul : Tab jusqu’à une réponse, Espace pour choisir, Entrée sur « Suivant »', async () => {
    const { answer } = quiz();
    await userEvent.tab();
    expect(answer(0, 'Oui')).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(answer(0, 'Un peu')).toHaveAttribute('aria-pressed', 'true');
    // Past the other answers and the disabled « Précédent », the next stop is « Suivant ».
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Suivant' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expectProgress('2 / 3 • 67\u00a0%');
  });

  it('un rechargement reprend le test à l’item où l’élève s’était arrêté, réponses comprises', async () => {
    const first = quiz();
    await first.choose(0, 'Pas trop');
    await first.next();
    first.unmount();
    // A second mount reads what the first one kept in this browser.
    const { answer, button } = quiz();
    expectProgress('2 / 3 • 67\u00a0%');
    await userEvent.click(button('Précédent'));
    expect(answer(0, 'Pas trop')).toHaveAttribute('aria-pressed', 'true');
  });

  it('un test de 38 items s’annonce sur 40, comme le prévoit la spécification', () => {
    quiz(items(38));
    expectProgress('1 / 40 • 3\u00a0%');
  });

  it('pendant l’analyse, « Terminer » devient « Analyse… » et plus rien ne bouge', async () => {
    const { choose, next, analysing, onFinish } = quiz();
    for (const item of [0, 1]) {
      await choose(item, 'Oui');
      await next();
    }
    await choose(2, 'Oui');
    analysing();
    expect(screen.queryByRole('button', { name: 'Terminer' })).not.toBeInTheDocument();
    const busy = screen.getByRole('button', { name: 'Analyse…' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    await userEvent.click(busy);
    expect(onFinish).not.toHaveBeenCalled();
  });
});
