import type { ClassLicence as Licence } from '@declic/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, stubApi } from '../../../test/fake-api';
import { ClassLicence } from './class-licence';

const ID = '5b1f2c9e-0c1d-4f7a-9a55-2f0b8f1c3d4e';
const licence = (overrides: Partial<Licence> = {}): Licence => ({
  status: 'aucune',
  schoolYear: '2026-2027',
  lastDay: '2027-08-31',
  offer: { unitAmountCents: 400, studentCount: 28, totalCents: 11_200 },
  active: null,
  ...overrides,
});

/** The teacher's class page with the licence; the fake server answers `state`, and the checkout. */
function renderWith(
  state: Licence,
  checkout: FakeAnswer = { status: 200, body: { url: 'https://checkout.stripe.test/c/pay/cs_1' } },
) {
  const requests = stubApi((request) => {
    if (request.path === `/api/classrooms/${ID}/licence`) return { body: state };
    if (request.path === `/api/classrooms/${ID}/licence/checkout`) return checkout;
    return { status: 404, body: { code: 'introuvable', message: 'Introuvable' } };
  });
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ClassLicence classroomId={ID} />
    </QueryClientProvider>,
  );
  return { requests, ...view };
}

describe('ClassLicence', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('montre le prix par élève et le total en français, puis part vers Stripe', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { origin: window.location.origin, href: window.location.href, assign });
    const { requests } = renderWith(licence());
    expect(await screen.findByRole('heading', { name: 'Licence de classe' })).toBeInTheDocument();
    // Read raw: the no-break spaces of French money are part of what is checked.
    expect(screen.getByText(/par élève et par année scolaire/).textContent).toBe(
      '4,00\u00a0€ par élève et par année scolaire',
    );
    expect(screen.getByText(/Pour vos/).textContent).toBe('Pour vos 28\u00a0élèves\u202f: 112,00\u00a0€');
    expect(screen.getByText(/jusqu’au 31 août 2027/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Payer la licence de la classe' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('licence active : jusqu’à quand, et combien d’élèves, sans bouton de paiement', async () => {
    renderWith(
      licence({
        status: 'active',
        offer: null,
        active: { coveredStudents: 1, paidAt: '2026-11-29T08:00:00Z' },
      }),
    );
    expect(await screen.findByText('Licence active jusqu’au 31 août 2027')).toBeInTheDocument();
    expect(screen.getByText(/élève couvert\./).textContent).toMatch(/^1\u00a0élève couvert\. /);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('pas de prix fixé par l’équipe : rien n’est proposé', async () => {
    const { container, requests } = renderWith(licence({ status: 'non_proposee', offer: null }));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('classe sans élève : pas de bouton, une invitation à faire venir les élèves', async () => {
    renderWith(licence({ offer: { unitAmountCents: 400, studentCount: 0, totalCents: 0 } }));
    expect(await screen.findByText(/Invitez d’abord vos élèves/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Payer la licence de la classe' })).toBeNull();
  });

  it('un refus du serveur s’affiche en alerte, en français', async () => {
    renderWith(licence(), {
      status: 409,
      body: { code: 'licence_non_proposee', message: 'La licence de classe n’est pas encore proposée.' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Payer la licence de la classe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La licence de classe n’est pas encore proposée.',
    );
  });
});
