import type { LetterSuggestion } from '@declic/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fake-api';
import { TargetAutocomplete } from './target-autocomplete';

const metiers: LetterSuggestion[] = [
  { id: 'D1102', type: 'metier', label: 'Boulanger / Boulangère' },
  { id: 'D1101', type: 'metier', label: 'Boucher / Bouchère' },
  { id: 'D1106', type: 'metier', label: 'Boutiquier / Boutiquière' },
];

/** Holds text and selection the way the letter form does. */
function Harness({ onSelect }: { onSelect(suggestion: LetterSuggestion): void }) {
  const [text, setText] = useState('');
  const [selection, setSelection] = useState<LetterSuggestion | null>(null);
  return (
    <TargetAutocomplete
      type="metier"
      text={text}
      selection={selection}
      onType={(typed) => {
        setText(typed);
        setSelection(null);
      }}
      onSelect={(suggestion) => {
        setText(suggestion.label);
        setSelection(suggestion);
        onSelect(suggestion);
      }}
    />
  );
}

function setup() {
  const requests = stubApi(() => ({ body: { items: metiers } }));
  const onSelect = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness onSelect={onSelect} />
    </QueryClientProvider>,
  );
  const input = screen.getByRole('combobox', { name: 'Le métier visé' });
  return { requests, onSelect, input };
}

/** Types, then waits for the debounced suggestions to show. */
async function typeAndWait(input: HTMLElement, text: string) {
  await userEvent.type(input, text);
  return screen.findAllByRole('option');
}

afterEach(() => vi.unstubAllGlobals());

describe('la recherche du métier visé', () => {
  it('les suggestions arrivent après une pause, sans aucune active avant une flèche', async () => {
    const { input, requests } = setup();
    const options = await typeAndWait(input, 'bou');
    expect(options.map((option) => option.textContent)).toEqual(metiers.map((m) => m.label));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    for (const option of options) expect(option).toHaveAttribute('aria-selected', 'false');
    // Debounced: one request, for the whole word.
    expect(requests).toHaveLength(1);
    expect(requests[0]!.path).toBe('/api/letter/suggest');
    expect(Object.fromEntries(requests[0]!.query)).toEqual({ q: 'bou', type: 'metier' });
  });

  it('les flèches déplacent la suggestion active en boucle, et Entrée la choisit', async () => {
    const { input, onSelect } = setup();
    const options = await typeAndWait(input, 'bou');
    await userEvent.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(metiers[1]);
    expect(input).toHaveValue('Boucher / Bouchère');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAccessibleDescription(/^Choisi.: Boucher \/ Bouchère$/);
  });

  it('Entrée sans flèche ne choisit rien, Échap ferme la liste', async () => {
    const { input, onSelect } = setup();
    await typeAndWait(input, 'bou');
    await userEvent.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('un clic choisit une suggestion ; retaper efface ce choix', async () => {
    const { input, onSelect } = setup();
    await typeAndWait(input, 'bou');
    await userEvent.click(screen.getByRole('option', { name: 'Boutiquier / Boutiquière' }));
    expect(onSelect).toHaveBeenCalledWith(metiers[2]);
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription(/^Choisi.: Boutiquier/);
    await userEvent.type(input, 's');
    expect(input).toHaveValue('Boutiquier / Boutiquières');
    expect(input).toHaveAccessibleDescription(/^Tape au moins 2 lettres/);
  });

  it('une seule lettre : aucune suggestion demandée', async () => {
    const { input, requests } = setup();
    await userEvent.type(input, 'b');
    // Longer than the 250 ms pause the suggestions wait for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(requests).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});
