import type { LetterSuggestion } from '@declic/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, type FakeRequest, stubApi } from '../../../../test/fake-api';
import { LetterForm } from './letter-form';

const boulanger: LetterSuggestion = { id: 'D1102', type: 'metier', label: 'Boulanger / Boulangère' };
const LETTER = 'Madame, Monsieur,\nJe souhaite devenir boulanger.';

const generated: FakeAnswer = {
  body: {
    letter: LETTER,
    saved: {
      id: 'l1',
      targetType: 'metier',
      target: 'Boulanger',
      style: 'sobre',
      letter: LETTER,
      createdAt: '2026-11-25T15:05:00Z',
    },
  },
};

/** The letter API: suggestions for any text, and a letter (or what `generate` says) on generate. */
function setup(generate: () => FakeAnswer | Promise<FakeAnswer> = () => generated) {
  const requests = stubApi((request) =>
    request.path === '/api/letter/generate' ? generate() : { body: { items: [boulanger] } },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LetterForm />
    </QueryClientProvider>,
  );
  // The field is named after the target: « Le métier visé » or « La formation visée ».
  return { requests, input: () => screen.getByRole('combobox', { name: /^L[ea] .* visée?$/ }) };
}

const sent = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'POST').map((r) => r.body);
const generateButton = () => screen.getByRole('button', { name: 'Générer' });

afterEach(() => vi.unstubAllGlobals());

describe('la lettre de motivation', () => {
  it('« Générer » attend 2 lettres, envoie le texte libre avec le style choisi, puis montre la lettre', async () => {
    const { requests, input } = setup();
    expect(generateButton()).toBeDisabled();
    await userEvent.type(input(), 'B');
    expect(generateButton()).toBeDisabled();
    await userEvent.type(input(), 'oulanger ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Style' }), 'Enthousiaste');
    await userEvent.click(generateButton());
    expect(sent(requests)).toEqual([{ style: 'enthousiaste', emploi_selection: 'Boulanger' }]);
    expect(await screen.findByText(/Je souhaite devenir boulanger\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier' })).toBeInTheDocument();
  });

  it('une suggestion choisie au clavier part telle quelle ; retaper repasse en texte libre', async () => {
    const { requests, input } = setup();
    await userEvent.type(input(), 'boul');
    await screen.findByRole('option', { name: boulanger.label });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    // Enter picked the suggestion; it did not submit the form.
    expect(sent(requests)).toEqual([]);
    await userEvent.click(generateButton());
    await screen.findByRole('button', { name: 'Copier' });
    await userEvent.type(input(), 's');
    await userEvent.click(generateButton());
    await vi.waitFor(() => expect(sent(requests)).toHaveLength(2));
    expect(sent(requests)).toEqual([
      { style: 'sobre', selection: { type: 'metier', label: boulanger.label, id: 'D1102' } },
      { style: 'sobre', emploi_selection: 'Boulanger / Boulangères' },
    ]);
  });

  it('« Formation » vide le champ, le renomme, et l’envoie comme formation visée', async () => {
    const { requests, input } = setup();
    await userEvent.type(input(), 'Boulanger');
    await userEvent.click(screen.getByRole('button', { name: 'Formation' }));
    expect(screen.getByRole('button', { name: 'Formation' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Métier' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('combobox', { name: 'La formation visée' })).toHaveValue('');
    await userEvent.type(input(), 'CAP boulanger');
    await screen.findByRole('listbox', { name: 'Suggestions' });
    // Under load the list may show before the last search request is recorded.
    await vi.waitFor(() => expect(requests.at(-1)?.query.get('type')).toBe('formation'));
    await userEvent.click(generateButton());
    expect(sent(requests)).toEqual([{ style: 'sobre', formation_selection: 'CAP boulanger' }]);
  });

  it('pendant la rédaction le bouton attend ; une erreur du serveur s’affiche en alerte', async () => {
    let fail: (answer: FakeAnswer) => void = () => {};
    const { requests, input } = setup(() => new Promise((resolve) => (fail = resolve)));
    await userEvent.type(input(), 'Boulanger');
    await userEvent.click(generateButton());
    const busy = screen.getByRole('button', { name: 'Rédaction…' });
    expect(busy).toBeDisabled();
    await userEvent.click(busy);
    expect(sent(requests)).toHaveLength(1);
    fail({ status: 502, body: { code: 'ia', message: 'Service IA indisponible.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur de génération. Réessayez.');
    expect(generateButton()).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Copier' })).not.toBeInTheDocument();
  });
});
