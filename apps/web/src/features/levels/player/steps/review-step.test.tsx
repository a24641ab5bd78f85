import { levelDefinition, type ReviewStep as ReviewStepDefinition } from '@declic/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentStepAnswers, stubApi } from '../../../../../test/fake-api';
import { ReviewStep } from './review-step';

const step = levelDefinition(17)?.steps.find((s) => s.kind === 'review') as ReviewStepDefinition;
const CV = { identite: 'Léa Martin\nlea@example.fr', qualites: 'Rigueur : je relis trés bien' };
const remark = {
  section: 'qualites',
  kind: 'orthographe',
  blocking: true,
  excerpt: 'trés',
  suggestions: ['très'],
  message: '«\u202ftrés\u202f» n’est pas dans le dictionnaire\u202f: peut-être «\u202ftrès\u202f»\u202f?',
};

function setup() {
  const requests = stubApi((request) => {
    if (request.method === 'GET') {
      return {
        body: {
          level: 15,
          steps: [
            {
              stepId: 'cv',
              answer: { sections: CV },
              updatedAt: '2026-11-26T10:00:00Z',
              passed: true,
              problems: [],
            },
          ],
        },
      };
    }
    const accepted = (request.body as { answer: { accepted: string[] } }).answer.accepted;
    const passed = accepted.includes('trés');
    return {
      body: {
        passed,
        problems: passed ? [] : [{ field: 'qualites', message: remark.message }],
        result: { kind: 'review', remarks: passed ? [] : [remark] },
      },
    };
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReviewStep level={17} step={step} />
    </QueryClientProvider>,
  );
  return requests;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('l’étape « relecture » (niveau 17)', () => {
  it('reprend le CV du niveau 15, envoie la relecture, et montre la faute sous sa rubrique', async () => {
    const requests = setup();
    const qualites = await screen.findByRole('textbox', { name: 'Qualités' });
    expect(qualites).toHaveValue(CV.qualites);
    await userEvent.click(screen.getByRole('button', { name: 'Relire mon CV' }));
    expect(await screen.findByText('Orthographe · à corriger')).toBeInTheDocument();
    expect(qualites).toHaveAttribute('aria-invalid', 'true');
    expect(qualites).toHaveAccessibleDescription(/trés.*n’est pas dans le dictionnaire/);
    expect(sentStepAnswers(requests)[0]).toMatchObject({ sections: { qualites: CV.qualites }, accepted: [] });
  });

  it('« c’est bien écrit » garde le mot pour ce CV et relance la relecture', async () => {
    const requests = setup();
    await screen.findByRole('textbox', { name: 'Qualités' });
    await userEvent.click(screen.getByRole('button', { name: 'Relire mon CV' }));
    await userEvent.click(await screen.findByRole('button', { name: /trés.* est bien écrit/ }));
    expect(await screen.findByText('Étape validée et enregistrée.')).toBeInTheDocument();
    expect(sentStepAnswers(requests).at(-1)).toMatchObject({ accepted: ['trés'] });
  });
});
