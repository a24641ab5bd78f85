import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fake-api';
import { PlanCard } from './plan-card';

describe('PlanCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('licence de classe : les niveaux ouverts jusqu’au 31 août, sans renvoi vers les offres', async () => {
    stubApi(() => ({
      body: {
        access: 'licence',
        status: null,
        until: '2027-08-31T22:00:00.000Z',
        renews: false,
        paidBy: null,
        canManage: false,
      },
    }));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <PlanCard />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText('La licence de ta classe t’ouvre les niveaux 11 à 50 jusqu’au 31 août 2027.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Voir les offres' })).toBeNull();
  });
});
