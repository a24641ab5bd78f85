import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fake-api';
import { ClassLicencePriceEditor } from './class-licence-price-editor';

const PATH = '/api/admin/class-licence-price';

/** A server that keeps the price the staff sends, as the real one would. */
function renderEditor() {
  let state: { current: unknown; next: unknown } = { current: null, next: null };
  const requests = stubApi((request) => {
    if (request.path !== PATH) return { status: 404, body: { code: 'introuvable', message: 'Introuvable' } };
    if (request.method === 'PUT') {
      const body = request.body as { amountCents: number; appliesFrom?: string };
      if (body.appliesFrom === '2020-01-01') {
        return {
          status: 400,
          body: { code: 'date_passee', message: 'Le nouveau prix s’applique à partir d’aujourd’hui.' },
        };
      }
      state = { current: { amountCents: body.amountCents, appliesFrom: '2026-11-29' }, next: null };
    }
    return { body: state };
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ClassLicencePriceEditor />
    </QueryClientProvider>,
  );
  return requests;
}

describe('ClassLicencePriceEditor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sans prix : le dit ; un prix tapé en euros part en centimes, et s’affiche en vigueur', async () => {
    const requests = renderEditor();
    expect(await screen.findByText(/Aucun prix/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Prix par élève et par année scolaire (€)'), '4,50');
    await userEvent.type(screen.getByLabelText(/Raison/), 'Tarif de lancement');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le prix' }));
    expect((await screen.findByText(/En vigueur/)).textContent).toBe(
      'En vigueur\u202f: 4,50\u00a0€ par élève et par année scolaire, depuis le 29 novembre 2026.',
    );
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      amountCents: 450,
      reason: 'Tarif de lancement',
    });
  });

  it('un montant illisible ne part pas ; un refus du serveur s’affiche', async () => {
    const requests = renderEditor();
    await screen.findByText(/Aucun prix/);
    await userEvent.type(screen.getByLabelText('Prix par élève et par année scolaire (€)'), 'quatre');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le prix' }));
    expect(screen.getByText('Écris un montant en euros, comme 4 ou 4,50.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    const amount = screen.getByLabelText('Prix par élève et par année scolaire (€)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '4');
    await userEvent.type(screen.getByLabelText(/À partir du/), '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le prix' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le nouveau prix s’applique à partir d’aujourd’hui.',
    );
  });
});
