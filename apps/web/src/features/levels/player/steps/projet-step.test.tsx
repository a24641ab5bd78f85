import { levelDefinition, type ProjetStep as ProjetStepDefinition } from '@declic/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentStepAnswers, stubApi } from '../../../../../test/fake-api';
import { ProjetStep } from './projet-step';

const step = levelDefinition(18)?.steps.find((s) => s.kind === 'projet') as ProjetStepDefinition;
const ATTENDUS: [string, string] = ['S’intéresser au numérique', 'Savoir travailler en équipe'];
const FORMATION = {
  code: '42',
  label: 'BTS - Services - Services informatiques aux organisations',
  school: 'Lycée Rive Gauche',
  place: 'Bordeaux',
  saved: true,
  mention: 'BTS services informatiques aux organisations',
  attendus: ATTENDUS,
  source: { label: 'Onisep, attendus nationaux publiés sur Parcoursup', url: 'https://www.onisep.fr/' },
};

function setup() {
  const requests = stubApi((request) => {
    if (request.method === 'GET') return { body: { formations: [FORMATION] } };
    return {
      body: {
        passed: false,
        problems: [{ field: 'attendus', message: 'Ton texte répond à 1 attendu sur 2.' }],
        result: {
          kind: 'attendus',
          attendus: [
            { text: ATTENDUS[0], covered: true },
            { text: ATTENDUS[1], covered: false },
          ],
        },
      },
    };
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProjetStep level={18} step={step} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return requests;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('l’étape « projet motivé » (niveau 18)', () => {
  it('montre les attendus de la formation choisie, compte les caractères et envoie le projet', async () => {
    const requests = setup();
    await userEvent.click(
      await screen.findByRole('radio', { name: /Services informatiques aux organisations/ }),
    );
    // The list folds away behind the choice; focus goes to the button that brings it back.
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Changer de formation' })).toHaveFocus();
    const attendus = screen.getByRole('region', { name: 'Ce que la formation attend' });
    expect(within(attendus).getByText(ATTENDUS[0])).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Pourquoi cette formation' }), 'Le numérique');
    expect(screen.getByText(/\d+ \/ 1\s500\scaractères/)).toHaveTextContent(/^12 \/ 1\s500\scaractères$/);
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier et enregistrer' }));
    expect(await screen.findByText('Ton texte répond à 1 attendu sur 2.')).toBeInTheDocument();
    expect(within(attendus).getByText(/ton texte y répond/)).toBeInTheDocument();
    expect(within(attendus).getByText(/pas encore dans ton texte/)).toBeInTheDocument();
    expect(sentStepAnswers(requests)[0]).toEqual({
      formation: { code: '42', label: FORMATION.label },
      paragraphs: { pourquoi: 'Le numérique' },
    });
  });

  it('dit de combien le texte dépasse la limite de Parcoursup', async () => {
    setup();
    await screen.findByRole('radio', { name: /Services informatiques/ });
    const preuves = screen.getByRole('textbox', { name: 'Ce que tu as déjà fait' });
    await userEvent.click(preuves);
    await userEvent.paste('a'.repeat(1510));
    expect(screen.getByRole('status')).toHaveTextContent(/Trop long de 10\scaractères pour Parcoursup/);
  });
});
