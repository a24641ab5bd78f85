import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { ActionsMenu } from './actions-menu';
import { CatalogPage, type CatalogResults } from './catalog-page';
import type { CatalogColumn } from './catalog-table';
import type { PersonalListApi } from './personal-list';

type Row = { id: string; demo: boolean; nom: string; ville: string | null };

const rows: Row[] = [
  { id: 'f1', demo: false, nom: 'CAP Boulanger', ville: 'Lyon' },
  { id: 'f2', demo: false, nom: 'BTS Tourisme', ville: null },
];

const toEntry = (row: Row) => ({ id: row.id, label: row.nom });
const Actions = ({ row }: { row: Row }) => (
  <ActionsMenu
    label={`Actions pour ${row.nom}`}
    actions={[{ key: 'site', label: 'Site', icon: null, href: '#' }]}
  />
);
const columns: CatalogColumn<Row>[] = [
  { key: 'nom', header: 'Intitulé', cardRole: 'title', render: (row) => row.nom },
  { key: 'ville', header: 'Ville', cardRole: 'detail', render: (row) => row.ville ?? 'Lieu non renseigné' },
  { key: 'actions', header: 'Actions', cardRole: 'actions', render: (row) => <Actions row={row} /> },
];

type Props = ComponentProps<typeof CatalogPage<Row>>;

/** A settled query: 40 results in all, more pages after this one unless told otherwise. */
const loaded = (items: Row[], more: Partial<CatalogResults<Row>> = {}): Props['query'] => ({
  isPending: false,
  error: null,
  data: { items, total: 40, hasMore: true, ...more },
});
const failed = (error: Error): Props['query'] => ({ isPending: false, error });

/** The page as Formations uses it; the personal-list hooks are plain fakes, saving succeeds. */
function setup(overrides: Partial<Props> = {}) {
  const save = {
    isPending: false,
    mutate: vi.fn((ids: string[], on) => on.onSuccess({ saved: ids.length })),
  };
  const api = {
    useSavedItems: () => ({ data: { items: [] } }),
    useSaveItems: () => save,
    useRemoveSavedItem: () => ({ mutate: vi.fn() }),
  } as unknown as PersonalListApi<Row>;
  const props: Props = {
    title: 'Formations',
    intro: 'Cherche une formation.',
    filters: null,
    query: loaded(rows),
    columns,
    rowLabel: (row) => row.nom,
    emptyText: 'Aucune formation trouvée.',
    demoNotice: 'Données de démonstration.',
    recommended: false,
    page: 1,
    onPage: vi.fn(),
    personalList: { api, title: 'Ma liste', noun: 'formation', toEntry },
    ...overrides,
  };
  const ui = (next: Partial<Props>) => (
    <MemoryRouter>
      <CatalogPage<Row> {...props} {...next} />
    </MemoryRouter>
  );
  const { rerender } = render(ui({}));
  return { props, save, rerender: (next: Partial<Props>) => rerender(ui(next)) };
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const addButton = () => screen.getByRole('button', { name: /^Ajouter à ma liste/ });

afterEach(() => vi.restoreAllMocks());

describe('les résultats du catalogue', () => {
  it('un tableau légendé, une ligne par résultat, et le compte des résultats', () => {
    setup();
    const table = screen.getByRole('table', { name: /^Formations.: résultats$/ });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual(['', 'Intitulé', 'Ville', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('CAP BoulangerLyon');
    expect(within(second!).getByText('Lieu non renseigné')).toBeInTheDocument();
    // The Actions menu of each row is named after it (the menu itself: actions-menu.test.tsx).
    expect(within(second!).getByRole('button', { name: 'Actions pour BTS Tourisme' })).toBeInTheDocument();
    expect(screen.getByText('2 / 40 résultats')).toBeInTheDocument();
  });

  it('cocher des lignes puis « Ajouter à ma liste » les enregistre et vide la sélection', async () => {
    const { save } = setup();
    expect(addButton()).toBeDisabled();
    await userEvent.click(box('Sélectionner BTS Tourisme'));
    expect(addButton()).toHaveAccessibleName('Ajouter à ma liste (1)');
    await userEvent.click(box('Tout sélectionner sur cette page'));
    expect(box('Sélectionner CAP Boulanger')).toBeChecked();
    await userEvent.click(addButton());
    expect(save.mutate).toHaveBeenCalledWith(['f1', 'f2'], expect.anything());
    expect(screen.getByText('2 formations ajoutées à ta liste.')).toBeInTheDocument();
    expect(box('Tout sélectionner sur cette page')).not.toBeChecked();
    expect(box('Sélectionner BTS Tourisme')).not.toBeChecked();
  });

  it('« Tout sélectionner » une seconde fois décoche tout, et une autre page repart de zéro', async () => {
    const { rerender } = setup();
    await userEvent.click(box('Tout sélectionner sur cette page'));
    await userEvent.click(box('Tout sélectionner sur cette page'));
    expect(box('Sélectionner CAP Boulanger')).not.toBeChecked();
    await userEvent.click(box('Sélectionner CAP Boulanger'));
    rerender({ query: loaded([rows[1]!]) });
    expect(box('Sélectionner BTS Tourisme')).not.toBeChecked();
    expect(addButton()).toBeDisabled();
  });

  it('« Précédent » est fermé en page 1, « Suivant » demande la page d’après tant qu’il en reste', async () => {
    const { props, rerender } = setup();
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(props.onPage).toHaveBeenCalledWith(2);
    rerender({ page: 2, query: loaded(rows, { hasMore: false }) });
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(props.onPage).toHaveBeenLastCalledWith(1);
  });

  it('sans résultat, le texte vide ; en erreur, une alerte ; verrouillé (403), pas de tableau', () => {
    const { rerender } = setup({ query: loaded([], { total: 0, hasMore: false }) });
    expect(screen.getByText('Aucune formation trouvée.')).toHaveAttribute('role', 'status');
    rerender({ query: failed(new Error('Service indisponible.')) });
    expect(screen.getByRole('alert')).toHaveTextContent('Service indisponible.');
    rerender({ query: failed(new ApiRequestError(403, 'niveau', 'Atteins le niveau 6.')) });
    expect(screen.getByText('Atteins le niveau 6.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Cherche une formation.')).not.toBeInTheDocument();
  });

  it('sur petit écran, des cartes à cocher : le détail garde le nom de sa colonne', async () => {
    const narrow = { matches: false, addEventListener() {}, removeEventListener() {} };
    vi.spyOn(window, 'matchMedia').mockReturnValue(narrow as unknown as MediaQueryList);
    setup();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: /^Formations.: résultats$/ });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('term')).toHaveTextContent('Ville');
    expect(within(cards[0]!).getByRole('definition')).toHaveTextContent('Lyon');
    await userEvent.click(within(cards[1]!).getByRole('checkbox', { name: 'Sélectionner BTS Tourisme' }));
    expect(addButton()).toHaveAccessibleName('Ajouter à ma liste (1)');
  });
});
