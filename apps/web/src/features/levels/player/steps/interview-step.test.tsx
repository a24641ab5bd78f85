import {
  type InterviewStep as InterviewStepDefinition,
  type InterviewTarget,
  interviewPlan,
  levelDefinition,
} from '@declic/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentStepAnswers, stubApi } from '../../../../../test/fake-api';
import { InterviewStep } from './interview-step';

const step = levelDefinition(22)?.steps.find((s) => s.kind === 'interview') as InterviewStepDefinition;
const TARGET: InterviewTarget = {
  kind: 'formation',
  code: '7',
  label: 'BUT Informatique',
  family: 'bts-but',
};
const PLAN = interviewPlan(TARGET);
const LONG_ANSWER =
  'L’année dernière, pendant mon stage de seconde, j’ai aidé un technicien à réparer un réseau. ' +
  'Je testais chaque câble et je notais les résultats. Au final, la salle a retrouvé internet.';

function setup() {
  const requests = stubApi((request) => {
    if (request.path.endsWith('/targets')) {
      return { body: { targets: [{ ...TARGET, familyLabel: 'BTS ou BUT', source: 'Ton projet motivé' }] } };
    }
    if (request.path.endsWith('/question')) {
      const index = (request.body as { turns: unknown[] }).turns.length;
      return { body: { index, total: 6, question: PLAN[index], origin: index === 1 ? 'ia' : 'banque' } };
    }
    return { body: { passed: true, problems: [], result: { kind: 'interview', feedback: [] } } };
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <InterviewStep level={22} step={step} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return requests;
}

/** Long answers are pasted: typing them key by key takes seconds on a loaded machine. */
async function write(text: string) {
  await userEvent.click(screen.getByRole('textbox', { name: /^Ta réponse/ }));
  await userEvent.paste(text);
}

async function answer(text: string) {
  await write(text);
  await userEvent.click(screen.getByRole('button', { name: 'Répondre' }));
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('l’étape « simulation d’entretien » (niveau 22)', () => {
  it('pose six questions, commente chaque réponse, laisse la retravailler, puis enregistre la transcription', async () => {
    const requests = setup();
    await userEvent.click(await screen.findByRole('radio', { name: /BUT Informatique/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Commencer l’entretien' }));
    expect(await screen.findByText(PLAN[0]?.text ?? '')).toBeInTheDocument();
    expect(screen.getByText('Question 1 sur 6 · Le jury')).toBeInTheDocument();

    await answer('Je suis en terminale.');
    expect(screen.getByText(/Un peu court \(4 mots\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retravailler ma réponse à la question 1' }));
    await write(` ${LONG_ANSWER}`);
    expect(screen.queryByText(/Un peu court/)).not.toBeInTheDocument();
    expect(screen.getByText(/Tu donnes un exemple concret\s: c’est ce qu’on retient\.$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Garder cette réponse à la question 1' }));

    for (let index = 1; index < 6; index += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Question suivante' }));
      await screen.findByText(`Question ${index + 1} sur 6 · Le jury`);
      await answer(index === 5 ? 'Combien de semaines de stage ?' : LONG_ANSWER);
    }
    expect(screen.getByText('Question de l’IA')).toBeInTheDocument();
    expect(screen.getByText(/Tu poses une vraie question\s: ça montre ton intérêt\.$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Terminer et enregistrer l’entretien' }));
    expect(await screen.findByText('Étape validée et enregistrée.')).toBeInTheDocument();

    const [saved] = sentStepAnswers(requests) as { target: unknown; turns: Record<string, string>[] }[];
    expect(saved?.target).toEqual({ kind: 'formation', code: '7', label: 'BUT Informatique' });
    expect(saved?.turns).toHaveLength(6);
    expect(saved?.turns[0]).toEqual({
      questionId: 'ouverture',
      kind: 'ouverture',
      question: PLAN[0]?.text,
      origin: 'banque',
      answer: `Je suis en terminale. ${LONG_ANSWER}`,
    });
  });

  it('« Recommencer » demande une confirmation avant d’effacer les réponses', async () => {
    setup();
    await userEvent.click(await screen.findByRole('radio', { name: /BUT Informatique/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Commencer l’entretien' }));
    await answer(LONG_ANSWER);
    await userEvent.click(screen.getByRole('button', { name: 'Recommencer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Non, continuer' }));
    expect(screen.getByText(LONG_ANSWER)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Recommencer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Oui, effacer mes réponses' }));
    expect(screen.queryByText(LONG_ANSWER)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Commencer l’entretien' })).toBeInTheDocument();
  });

  it('dicte la réponse avec la reconnaissance vocale du navigateur, quand elle existe', async () => {
    class FakeRecognition {
      lang = '';
      continuous = false;
      interimResults = true;
      onresult: ((event: unknown) => void) | null = null;
      onerror = null;
      onend: (() => void) | null = null;
      start() {
        expect(this.lang).toBe('fr-FR');
        this.onresult?.({
          resultIndex: 0,
          results: [{ isFinal: true, 0: { transcript: 'Je suis en seconde' } }],
        });
      }
      stop() {
        this.onend?.();
      }
    }
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    setup();
    await userEvent.click(await screen.findByRole('radio', { name: /BUT Informatique/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Commencer l’entretien' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Dicter ma réponse' }));
    expect(screen.getByRole('textbox', { name: /^Ta réponse/ })).toHaveValue('Je suis en seconde');
    expect(screen.getByRole('button', { name: 'Arrêter la dictée' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sans reconnaissance vocale, pas de bouton de dictée : on écrit', async () => {
    setup();
    await userEvent.click(await screen.findByRole('radio', { name: /BUT Informatique/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Commencer l’entretien' }));
    await screen.findByText('Question 1 sur 6 · Le jury');
    expect(screen.queryByRole('button', { name: /Dicter/ })).not.toBeInTheDocument();
  });
});
