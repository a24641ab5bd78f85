import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionsMenu, type MenuAction } from './actions-menu';

function menu(actions: MenuAction[]) {
  render(<ActionsMenu label="Actions pour CAP Boulanger" actions={actions} />);
  return screen.queryByRole('button', { name: 'Actions pour CAP Boulanger' });
}

const link = (key: string, href: string): MenuAction => ({ key, label: key, icon: null, href });

describe('le menu « Actions » d’un résultat', () => {
  it('les sites s’ouvrent dans un nouvel onglet, l’e-mail et le téléphone dans la page', async () => {
    const trigger = menu([
      link('Facebook', 'https://facebook.com/cfa'),
      link('Écrire', 'mailto:cfa@example.fr'),
      link('Appeler', 'tel:+33102030405'),
    ]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(trigger!);
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      'https://facebook.com/cfa',
      'mailto:cfa@example.fr',
      'tel:+33102030405',
    ]);
    expect(items[0]).toHaveAttribute('target', '_blank');
    expect(items[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(items[1]).not.toHaveAttribute('target');
    expect(items[2]).not.toHaveAttribute('target');
  });

  it('une action de la page se lance et referme le menu', async () => {
    const onSelect = vi.fn();
    const trigger = menu([{ key: 'carte', label: 'Voir sur la carte', icon: null, onSelect }]);
    await userEvent.click(trigger!);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Voir sur la carte' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('au clavier : Entrée ouvre, Échap referme et rend le focus au bouton', async () => {
    const trigger = menu([link('Site', 'https://cfa.example.fr')]);
    trigger!.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('sans action possible, pas de bouton mais « Aucune action »', () => {
    expect(menu([])).not.toBeInTheDocument();
    expect(screen.getByText('Aucune action')).toBeInTheDocument();
  });
});
