import { type AnswerValue, PRE_ACCOUNT_STORAGE } from '@declic/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QuestionnaireRunner } from './questionnaire-runner';

const questions = [
  { id: 11, text: 'J’aime travailler dehors.' },
  { id: 12, text: 'J’aime aider les autres.' },
  { id: 13, text: 'J’aime réparer des objets.' },
];

// The runner resumes from this browser's storage: each test starts from a clean slate.
beforeEach(() => window.localStorage.clear());

// Testing Library folds the no-break space before « % »: read it back raw, French spacing counts.
const expectPercent = (value: number) =>
  expect(screen.getByText(`${value} %`).textContent).toBe(`${value}\u00a0%`);

const runner = (props: { submitting?: boolean; error?: string | null } = {}) => {
  const onFinish = vi.fn();
  render(
    <QuestionnaireRunner
      questions={questions}
      avatar={<img alt="Ton avatar" />}
      submitting={props.submitting ?? false}
      error={props.error ?? null}
      onFinish={onFinish}
    />,
  );
  // Answers are looked up inside the group named by the current question.
  const answer = (question: number, value: AnswerValue) =>
    within(screen.getByRole('group', { name: questions[question]!.text })).getByRole('button', {
      name: value,
    });
  return {
    onFinish,
    answer,
    choose: (question: number, value: AnswerValue) => userEvent.click(answer(question, value)),
    heading: () => screen.getByRole('heading', { level: 2 }),
    progress: () => screen.getByRole('progressbar', { name: 'Progression du questionnaire' }),
    previous: () => screen.getByRole('button', { name: 'Précédent' }),
  };
};

describe('le questionnaire d’orientation, une question à la fois', () => {
  it('au départ : la première question, rien de répondu, pas de retour ni de « Terminer »', () => {
    const { heading, progress, previous } = runner();
    expect(screen.getByText('Question 1 sur 3')).toBeInTheDocument();
    expect(heading()).toHaveTextContent(questions[0]!.text);
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(progress()).toHaveAttribute('aria-valuetext', '0 réponse sur 3');
    expect(progress()).toHaveAttribute('aria-valuemax', '3');
    expectPercent(0);
    expect(previous()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Terminer' })).not.toBeInTheDocument();
    // The first question is not grabbed on arrival, only after a move.
    expect(heading()).not.toHaveFocus();
  });

  it('répondre passe à la question suivante, fait avancer la barre et y met le focus', async () => {
    const { choose, heading, progress, previous } = runner();
    await choose(0, 'Un peu');
    expect(screen.getByText('Question 2 sur 3')).toBeInTheDocument();
    expect(heading()).toHaveTextContent(questions[1]!.text);
    expect(heading()).toHaveFocus();
    expect(progress()).toHaveAttribute('aria-valuenow', '1');
    expect(progress()).toHaveAttribute('aria-valuetext', '1 réponse sur 3');
    expectPercent(33);
    expect(previous()).toBeEnabled();
  });

  it('« Précédent » ramène à la question d’avant, avec la réponse déjà donnée', async () => {
    const { choose, answer, heading, progress, previous } = runner();
    await choose(0, 'Pas trop');
    await userEvent.click(previous());
    expect(heading()).toHaveTextContent(questions[0]!.text);
    expect(answer(0, 'Pas trop')).toHaveAttribute('aria-pressed', 'true');
    expect(answer(0, 'Oui')).toHaveAttribute('aria-pressed', 'false');
    // Going back does not forget anything.
    expect(progress()).toHaveAttribute('aria-valuenow', '1');
  });

  it('changer d’avis remplace la réponse au lieu d’en compter une de plus', async () => {
    const { choose, progress, previous, onFinish } = runner();
    await choose(0, 'Oui');
    await userEvent.click(previous());
    await choose(0, 'Non');
    expect(progress()).toHaveAttribute('aria-valuenow', '1');
    await choose(1, 'Oui');
    await choose(2, 'Oui');
    await userEvent.click(screen.getByRole('button', { name: 'Terminer' }));
    expect(onFinish).toHaveBeenCalledWith({ 11: 'Non', 12: 'Oui', 13: 'Oui' });
  });

  it('à la dernière question, « Terminer » s’ouvre une fois répondu et envoie toutes les réponses', async () => {
    const { choose, answer, heading, onFinish } = runner();
    await choose(0, 'Oui');
    await choose(1, 'Je ne sais pas');
    const finish = screen.getByRole('button', { name: 'Terminer' });
    expect(finish).toBeDisabled();
    await choose(2, 'Non');
    // The last answer stays on screen instead of moving past the end.
    expect(heading()).toHaveTextContent(questions[2]!.text);
    expect(answer(2, 'Non')).toHaveAttribute('aria-pressed', 'true');
    expectPercent(100);
    expect(onFinish).not.toHaveBeenCalled();
    await userEvent.click(finish);
    expect(onFinish).toHaveBeenCalledOnce();
    expect(onFinish).toHaveBeenCalledWith({ 11: 'Oui', 12: 'Je ne sais pas', 13: 'Non' });
  });

  it('au clavier seul : Tab jusqu’à une réponse, Entrée ou Espace, et la question suivante arrive', async () => {
    const { heading } = runner();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Oui' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(heading()).toHaveTextContent(questions[1]!.text);
    expect(heading()).toHaveFocus();
    // From the question, the next Tab lands on the answers again.
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Un peu' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(heading()).toHaveTextContent(questions[2]!.text);
  });

  it('après un rechargement, l’élève reprend où il en était ; une question oubliée est montrée avant l’envoi', async () => {
    window.localStorage.setItem(
      PRE_ACCOUNT_STORAGE.questionnaire,
      JSON.stringify({ answers: { 11: 'Oui', 13: 'Non' }, current: 2 }),
    );
    const { heading, progress, onFinish } = runner();
    expect(heading()).toHaveTextContent(questions[2]!.text);
    expect(progress()).toHaveAttribute('aria-valuenow', '2');
    await userEvent.click(screen.getByRole('button', { name: 'Terminer' }));
    expect(onFinish).not.toHaveBeenCalled();
    expect(heading()).toHaveTextContent(questions[1]!.text);
    expect(heading()).toHaveFocus();
  });

  it('n’envoie que les réponses aux questions posées, pas celles d’une ancienne liste', async () => {
    window.localStorage.setItem(
      PRE_ACCOUNT_STORAGE.questionnaire,
      JSON.stringify({ answers: { 11: 'Oui', 12: 'Non', 99: 'Oui' }, current: 2 }),
    );
    const { choose, onFinish } = runner();
    await choose(2, 'Un peu');
    await userEvent.click(screen.getByRole('button', { name: 'Terminer' }));
    expect(onFinish).toHaveBeenCalledWith({ 11: 'Oui', 12: 'Non', 13: 'Un peu' });
    window.localStorage.clear();
  });

  it('pendant l’envoi, tout est bloqué ; une erreur s’affiche en alerte', () => {
    window.localStorage.setItem(
      PRE_ACCOUNT_STORAGE.questionnaire,
      JSON.stringify({ answers: { 11: 'Oui', 12: 'Oui', 13: 'Oui' }, current: 2 }),
    );
    runner({ submitting: true, error: 'Le serveur ne répond pas.' });
    expect(screen.getByRole('button', { name: 'Envoi de tes réponses…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Le serveur ne répond pas.');
  });
});
