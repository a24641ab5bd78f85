import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileTypeToggle } from './profile-type-toggle';

describe('bascule du type de compte', () => {
  it('propose Étudiant (coché), Entreprise et Enseignant', () => {
    render(<ProfileTypeToggle />);
    const choices = screen.getAllByRole('radio');
    expect(choices.map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'student',
      'company',
      'teacher',
    ]);
    expect(screen.getByRole('radio', { name: 'Étudiant' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Enseignant' })).not.toBeChecked();
  });
});
