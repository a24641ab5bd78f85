import type { ParentRequestView } from '@declic/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ParentRequestPanel } from './parent-request-panel';

/** A mutation as the panel uses it: what it was asked to send is recorded. */
function fakeSend(overrides: Partial<UseMutationResult<unknown, Error, string | null>> = {}) {
  return {
    mutate: vi.fn(),
    isPending: false,
    isError: false,
    error: null,
    ...overrides,
  } as unknown as UseMutationResult<unknown, Error, string | null>;
}

const inAMinute = () => new Date(Date.now() + 60_000).toISOString();
const request = (overrides: Partial<ParentRequestView> = {}): ParentRequestView => ({
  parentEmail: 'parent@example.fr',
  status: 'envoyee',
  sentAt: '2026-11-25T15:05:00Z',
  sends: 1,
  canResendAt: inAMinute(),
  expiresAt: '2026-12-09T15:05:00Z',
  ...overrides,
});

const panel = (props: { request: ParentRequestView | null; send: ReturnType<typeof fakeSend> }) =>
  render(
    <ParentRequestPanel title="Demander à un parent" intro={<p>Intro</p>} acceptedNote="Note." {...props} />,
  );

describe('la demande à un parent, telle que l’élève la voit', () => {
  it('sans demande : le champ de l’adresse, et l’envoi de ce qui est tapé', async () => {
    const send = fakeSend();
    panel({ request: null, send });
    const button = screen.getByRole('button', { name: 'Envoyer la demande' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Adresse e-mail de ton parent'), 'maman@example.fr');
    await userEvent.click(button);
    expect(send.mutate).toHaveBeenCalledWith('maman@example.fr', expect.anything());
  });

  it('envoyée : la date en français, « Renvoyer » fermé jusqu’à l’heure dite', () => {
    panel({ request: request(), send: fakeSend() });
    // Read raw: French spacing (no-break spaces around « h ») is part of what is checked.
    expect(screen.getByRole('status').textContent).toContain(
      'Demande envoyée à parent@example.fr le 25 novembre 2026 à 16\u00a0h\u00a005.',
    );
    expect(screen.getByRole('button', { name: 'Renvoyer l’e-mail' })).toBeDisabled();
    expect(screen.getByText(/^Tu pourras renvoyer l’e-mail à partir de \d/)).toBeInTheDocument();
    expect(screen.getByLabelText('Envoyer à une autre adresse')).toBeInTheDocument();
  });

  it('renvoi ouvert : un clic renvoie à la même adresse (null)', async () => {
    const send = fakeSend();
    panel({ request: request({ canResendAt: '2026-11-25T15:15:00Z' }), send });
    await userEvent.click(screen.getByRole('button', { name: 'Renvoyer l’e-mail' }));
    expect(send.mutate).toHaveBeenCalledWith(null);
  });

  it('accord donné, puis payé : la note, et plus rien à envoyer une fois payé', () => {
    const { rerender } = panel({ request: request({ status: 'acceptee' }), send: fakeSend() });
    expect(screen.getByRole('status')).toHaveTextContent('parent@example.fr a donné son accord. Note.');
    rerender(
      <ParentRequestPanel
        title="Demander à un parent"
        intro={<p>Intro</p>}
        request={request({ status: 'payee', canResendAt: null })}
        send={fakeSend()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('C’est payé');
    expect(screen.queryByRole('button', { name: 'Renvoyer l’e-mail' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Envoyer la demande' })).toBeNull();
  });

  it('une erreur du serveur s’affiche en alerte', () => {
    panel({ request: null, send: fakeSend({ isError: true, error: new Error('Patiente un peu.') }) });
    expect(screen.getByRole('alert')).toHaveTextContent('Patiente un peu.');
  });
});
