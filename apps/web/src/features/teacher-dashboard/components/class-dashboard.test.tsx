import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fake-api';
import { ClassDashboard } from './class-dashboard';
import { ClassExportButtons } from './class-export-buttons';

afterEach(() => vi.unstubAllGlobals());

const DASHBOARD = {
  classroom: { id: 'c1', name: 'Première 2', grade: 'premiere', schoolYear: '2026-2027' },
  generatedAt: '2026-11-29T10:00:00Z',
  counts: { students: 3, started: 2, questionnaireDone: 1, inactive: 1 },
  levels: [
    { from: 1, to: 5, label: 'Niveaux 1 à 5', count: 1 },
    { from: 6, to: 10, label: 'Niveaux 6 à 10', count: 2 },
    { from: 11, to: 20, label: 'Niveaux 11 à 20', count: 0 },
  ],
  inactive: [{ name: 'Samir B.', lastActiveAt: '2026-11-02T10:00:00Z' }],
  students: [],
  keyDates: [
    {
      id: 'd1',
      session: '2027',
      label: 'Ouverture de la formulation des vœux',
      startsOn: '2027-01-19',
      endsOn: null,
      source: { label: 'Parcoursup', url: 'https://www.parcoursup.gouv.fr' },
      reviewBy: null,
    },
  ],
};

function renderWithQuery(ui: React.ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );
}

describe('le tableau de bord d’une classe', () => {
  it('montre les chiffres, la répartition en texte, les inactifs et les dates à venir', async () => {
    const requests = stubApi(() => ({ body: DASHBOARD }));
    renderWithQuery(<ClassDashboard classroomId="c1" />);
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(requests[0]?.path).toBe('/api/classrooms/c1/dashboard');
    expect(screen.getByText('Élèves').closest('div')).toHaveTextContent('3');
    expect(screen.getByText('Ont commencé').closest('div')).toHaveTextContent('2');
    const spread = screen.getByRole('heading', { name: 'Répartition par niveau' }).closest('div')!;
    const bands = within(spread).getAllByRole('listitem');
    expect(bands[1]).toHaveTextContent(/^Niveaux 6 à 10\s:\s2 élèves$/);
    expect(bands[2]).toHaveTextContent(/^Niveaux 11 à 20\s:\s0 élève$/);
    expect(screen.getByText('Samir B.').closest('li')).toHaveTextContent('Samir B. — vu le 2 novembre 2026');
    expect(screen.getByText(/Ouverture de la formulation des vœux/)).toHaveTextContent(
      '19 janvier 2027 · Ouverture de la formulation des vœux',
    );
  });

  it('une erreur du serveur : un message en français', async () => {
    stubApi(() => ({
      status: 404,
      body: { code: 'classe_introuvable', message: 'Cette classe n’existe pas.' },
    }));
    renderWithQuery(<ClassDashboard classroomId="c1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Le tableau de bord n’a pas pu être chargé');
  });

  it('le CSV se télécharge avec le jeton, sous le nom donné par le serveur', async () => {
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: URL | string) => {
        fetched.push(new URL(String(input)).pathname);
        return new Response('\uFEFFÉlève;Niveau\r\n', {
          headers: { 'content-disposition': 'attachment; filename="classe-premiere-2.csv"' },
        });
      }),
    );
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:fichier');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderWithQuery(<ClassExportButtons classroomId="c1" className="Première 2" />);
    expect(screen.getByRole('button', { name: 'Télécharger le PDF' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger le CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['classe-premiere-2.csv']));
    expect(fetched).toEqual(['/api/classrooms/c1/export.csv']);
    click.mockRestore();
  });
});
