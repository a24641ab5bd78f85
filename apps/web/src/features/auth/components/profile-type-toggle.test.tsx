import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileTypeToggle } from './profile-type-toggle';

describe('bascule du type de compte', () => {
  it('propose Étudiant (coché) et Entreprise, pas encore Enseignant', () => {
    render(<ProfileTypeToggle />);
    const choices = screen.getAllByRole('radio');
    expect(choices.map((radio) => (radio as HTMLInputElement).value)).toEqual(['student', 'company']);
    expect(screen.getByRole('radio', { name: 'Étudiant' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Enseignant' })).toBeNull();
  });
});
