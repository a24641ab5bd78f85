import { aDevenirApprentis } from '@declic/domain/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aFormationItem } from '../../../../test/formation-item';
import { FORMATION_COLUMNS } from './formation-columns';

const title = FORMATION_COLUMNS.find((column) => column.key === 'intitule');

describe('colonne « Intitulé » des formations', () => {
  it('montre le taux d’accès Parcoursup et sa session quand il est connu', () => {
    const formation = aFormationItem({
      id: '1',
      nm: ['BUT - Informatique'],
      taux_acces: 84.6,
      taux_acces_session: '2025',
    });
    render(<div>{title?.render(formation)}</div>);
    expect(screen.getByText(/^Taux d’accès Parcoursup 2025\s:\s85\s%$/)).toBeInTheDocument();
  });

  it('dit qu’un taux de démonstration est de démo, et ne dit rien sans taux', () => {
    const demo = aFormationItem({ id: '2', taux_acces: 72, taux_acces_session: 'démo', demo: true });
    const { unmount } = render(<div>{title?.render(demo)}</div>);
    expect(screen.getByText(/^Taux d’accès \(démo\)\s:\s72\s%$/)).toBeInTheDocument();
    unmount();
    render(<div>{title?.render(aFormationItem({ id: '3' }))}</div>);
    expect(screen.queryByText(/Taux d’accès/)).not.toBeInTheDocument();
  });

  it('montre ce que deviennent les apprentis du CFA, avec les années et la source', async () => {
    const formation = aFormationItem({
      id: '4',
      devenir_apprentis: aDevenirApprentis(),
    });
    const { container } = render(<div>{title?.render(formation)}</div>);
    const summary = container.querySelector('summary')!;
    expect(summary.textContent).toBe('Ses apprentis\u202f: 64\u00a0% en emploi après 6\u00a0mois');
    const details = summary.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(summary);
    expect(details).toHaveAttribute('open');
    const lines = within(details)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'En emploi\u202f: 64\u00a0% après 6\u00a0mois, 71\u00a0% après 12\u00a0mois',
      'Attendu après 6\u00a0mois\u202f: 68\u00a0% (valeur ajoutée\u202f: \u22124\u00a0points)',
      'Poursuivent leurs études\u202f: 42\u00a0%',
    ]);
    expect(details.querySelector('p:last-child')?.textContent).toBe(
      'Source\u202f: InserJeunes, DEPP–DARES, millésimes 2023 et 2024',
    );
  });

  it('ne dit rien des apprentis quand le CFA n’a aucun chiffre publié', () => {
    const silent = aFormationItem({
      id: '5',
      devenir_apprentis: {
        millesimes: '2023-2024',
        emploi_6_mois: null,
        emploi_12_mois: null,
        poursuite_etudes: null,
        emploi_6_mois_attendu: null,
        valeur_ajoutee: null,
        source: 'InserJeunes, DEPP–DARES',
      },
    });
    const { container, unmount } = render(<div>{title?.render(silent)}</div>);
    expect(container.querySelector('details')).toBeNull();
    unmount();
    render(<div>{title?.render(aFormationItem({ id: '6' }))}</div>);
    expect(screen.queryByText(/apprentis/)).not.toBeInTheDocument();
  });
});
