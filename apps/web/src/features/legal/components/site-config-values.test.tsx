import { aSiteConfig } from '@declic/domain/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fake-api';
import { WithSiteConfig } from './site-config-values';

afterEach(() => vi.unstubAllGlobals());

const SITE = aSiteConfig();

// In the app (a legal page reached from the signed-in footer), the identity comes from /api/site;
// shipped static, the server writes it in (entry-server.tsx).
describe('l’identité de l’éditeur dans l’appli', () => {
  it('une erreur claire si /api/site ne répond pas, puis « Réessayer » la montre', async () => {
    let failing = true;
    stubApi(() =>
      failing ? { status: 503, body: { code: 'indisponible', message: 'Indisponible' } } : { body: SITE },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <WithSiteConfig>{(config) => <p>{config.publisher.name}</p>}</WithSiteConfig>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des informations de l’éditeur');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger les informations de l’éditeur',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Éditeur Exemple')).toBeInTheDocument();
  });
});
