import { render, screen } from '@testing-library/react';
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
});
