import { levelDefinition, type VoeuxStep as VoeuxStepDefinition } from '@declic/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentStepAnswers, stubApi } from '../../../../../test/fake-api';
import { aFormationItem } from '../../../../../test/formation-item';
import { VoeuxStep } from './voeux-step';

const step = levelDefinition(19)?.steps.find((s) => s.kind === 'voeux') as VoeuxStepDefinition;

const formation = (id: string, name: string, commune: string, taux: number | null) =>
  aFormationItem({
    id,
    nm: [name],
    etab_nom: `Université de ${commune}`,
    commune,
    taux_acces: taux,
    taux_acces_session: '2025',
  });

const LYON = formation('1', 'Licence - Psychologie', 'Lyon', 35);
const SAFER = {
  code: '2',
  label: 'Licence - Psychologie',
  school: 'Université de Grenoble',
  place: 'Grenoble',
  taux: 85,
  session: '2025',
  fiche: null,
};

function setup() {
  const requests = stubApi((request) => {
    if (request.method === 'GET') return { body: { items: [LYON], total: 1 } };
    const wishes = (request.body as { answer: { wishes: { code: string }[] } }).answer.wishes;
    const safe = wishes.some((wish) => wish.code === '2');
    return {
      body: {
        passed: safe,
        problems: [],
        result: {
          kind: 'voeux',
          wishes: wishes.map((wish) =>
            wish.code === '2'
              ? { ...SAFER, category: 'sur' }
              : {
                  code: '1',
                  label: 'Licence - Psychologie',
                  school: 'Université de Lyon',
                  place: 'Lyon',
                  taux: 35,
                  session: '2025',
                  fiche: null,
                  category: 'reve',
                },
          ),
          remarks: safe
            ? []
            : [
                {
                  code: 'aucun-sur',
                  blocking: true,
                  message: 'Aucun de tes vœux n’est sûr.',
                  suggestions: [SAFER],
                },
              ],
        },
      },
    };
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <VoeuxStep level={19} step={step} />
    </QueryClientProvider>,
  );
  return requests;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('l’étape « vœux » (niveau 19)', () => {
  it('ajoute un vœu trouvé, montre sa famille, puis ajoute la formation plus sûre que le serveur propose', async () => {
    const requests = setup();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Chercher une formation' }), 'psycho');
    const results = await screen.findByRole('list', { name: 'Résultats de la recherche' });
    await userEvent.click(within(results).getByRole('button', { name: /^Ajouter.*Université de Lyon/ }));
    expect(screen.getByRole('heading', { name: /Ta liste\s?: 1 \/ 10 vœux/ })).toBeInTheDocument();
    expect(within(results).getByRole('button', { name: /^Dans ta liste/ })).toBeDisabled();
    expect(screen.getAllByText(/^Rêve · 35\s%$/)).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Demander mon avis et enregistrer' }));
    const advice = await screen.findByRole('region', { name: 'Mon avis sur ta liste' });
    expect(within(advice).getByText(/Aucun de tes vœux n’est sûr/)).toBeInTheDocument();
    await userEvent.click(within(advice).getByRole('button', { name: /^Ajouter.*Université de Grenoble/ }));
    expect(screen.getByRole('heading', { name: /Ta liste\s?: 2 \/ 10 vœux/ })).toBeInTheDocument();
    // The remarks were for the list of one: they wait for the next check.
    expect(screen.queryByRole('region', { name: 'Mon avis sur ta liste' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Demander mon avis et enregistrer' }));
    expect(await screen.findByText('Étape validée et enregistrée.')).toBeInTheDocument();
    expect(sentStepAnswers(requests).at(-1)).toEqual({
      wishes: [
        { code: '1', label: 'Licence - Psychologie' },
        { code: '2', label: 'Licence - Psychologie' },
      ],
    });
  });

  it('retire un vœu de la liste', async () => {
    setup();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Chercher une formation' }), 'psycho');
    const results = await screen.findByRole('list', { name: 'Résultats de la recherche' });
    await userEvent.click(within(results).getByRole('button', { name: /^Ajouter/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Retirer.*Licence - Psychologie/ }));
    expect(
      screen.getByText('Ta liste est vide. Cherche une formation ci-dessous et ajoute-la.'),
    ).toBeInTheDocument();
  });
});
