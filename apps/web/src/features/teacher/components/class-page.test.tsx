import { SHAREABLE_ITEMS, type StudentCard } from '@declic/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  aRosterStudent,
  CLASS_ID,
  fakeTeacherServer,
  renderWithClient,
  STUDENT_ID,
} from '../../../../test/fake-teacher-api';
import { SHARED_ITEM_TITLES } from '../textes';
import { ClassPage } from './class-page';

const card: StudentCard = {
  ...aRosterStudent(),
  shared: [
    {
      item: 'metiers',
      label: 'Les trois métiers que tu as choisis',
      lines: [
        { label: 'Métier 1', text: 'Infirmier / Infirmière' },
        { label: 'Métier 2', text: 'Ébéniste' },
      ],
    },
  ],
};

describe('ClassPage (/enseignant/classes/:id)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('montre la classe, ses élèves, et la fiche d’un élève avec seulement ce qu’il partage', async () => {
    const requests = fakeTeacherServer({
      students: [
        aRosterStudent(),
        aRosterStudent({ studentId: 'x', name: 'Tom R.', questionnaireDone: false }),
      ],
      card,
    });
    renderWithClient(<ClassPage classroomId={CLASS_ID} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terminale 3' })).toBeTruthy();
    expect(screen.getByText('ABCD-2345')).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Élèves de la classe Terminale 3' });
    const ines = within(table).getByRole('row', { name: /Inès B\./ });
    expect(
      within(ines)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['7', '1\u202f250', '27 novembre 2026', 'Fait', 'Voir la fiche de Inès B.']);
    expect(within(table).getByRole('row', { name: /Tom R\./ }).textContent).toContain('Pas encore');
    // The same students as cards, for a phone.
    const cards = screen.getByRole('list', { name: 'Élèves de la classe Terminale 3' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.setup().click(within(ines).getByRole('button', { name: 'Voir la fiche de Inès B.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fiche de Inès B.' });
    expect(await within(dialog).findByText('Infirmier / Infirmière')).toBeTruthy();
    expect(requests.some((r) => r.path === `/api/classrooms/${CLASS_ID}/students/${STUDENT_ID}`)).toBe(true);
    for (const item of SHAREABLE_ITEMS) {
      const section = within(dialog).getByRole('region', { name: SHARED_ITEM_TITLES[item] });
      if (item === 'metiers') expect(section.textContent).toContain('Ébéniste');
      else expect(section.textContent).toContain('Non partagé par l’élève');
    }
  });

  it('projette le code en grand, l’adresse pour rejoindre et le QR code', async () => {
    const requests = fakeTeacherServer();
    renderWithClient(<ClassPage classroomId={CLASS_ID} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Projeter le code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejoindre la classe Terminale 3' });
    expect(within(dialog).getByText('ABCD-2345', { selector: 'p' })).toBeTruthy();
    expect(dialog.textContent).toContain(`Ou va à l’adresse${window.location.host}/app/rejoindre/ABCD-2345`);
    const qr = await within(dialog).findByRole('img', {
      name: /QR code pour rejoindre la classe «\sTerminale 3\s»/,
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(requests.some((r) => r.path === `/api/classrooms/${CLASS_ID}/qr.svg`)).toBe(true);
  });

  it('une classe qui n’est pas à l’enseignant : introuvable, sans rien lire de ses élèves', async () => {
    const requests = fakeTeacherServer({ classrooms: [] });
    renderWithClient(<ClassPage classroomId={CLASS_ID} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Classe introuvable' })).toBeTruthy();
    expect(requests.some((r) => r.path.endsWith('/students'))).toBe(false);
  });
});
