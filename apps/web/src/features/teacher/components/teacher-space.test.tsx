import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  aClassroom,
  aTeacher,
  CLASS_ID,
  fakeTeacherServer,
  renderWithClient,
} from '../../../../test/fake-teacher-api';
import { TeacherSpace } from './teacher-space';

describe('TeacherSpace (/enseignant)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('compte en attente : dit pourquoi, sans lire les classes', async () => {
    const requests = fakeTeacherServer({
      teacher: aTeacher({ status: 'pending_approval', academicEmail: false }),
    });
    renderWithClient(<TeacherSpace />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Votre compte attend la vérification de l’équipe',
      }),
    ).toBeTruthy();
    expect(screen.getByText(/n’est pas une adresse académique/)).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/classrooms')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Créer une classe' })).toBeNull();
  });

  it('compte suspendu : le dit et donne l’adresse de l’équipe', async () => {
    fakeTeacherServer({ teacher: aTeacher({ status: 'suspended' }) });
    renderWithClient(<TeacherSpace />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Votre espace enseignant est suspendu' }),
    ).toBeTruthy();
    const mail = await screen.findByRole('link', { name: 'contact@declic.example' });
    expect(mail.getAttribute('href')).toBe('mailto:contact@declic.example');
  });

  it('montre l’enseignant, ses classes et leur code, puis crée une classe de l’année en cours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 29, 9, 0));
    const requests = fakeTeacherServer();
    renderWithClient(<TeacherSpace />);
    const list = await screen.findByRole('region', { name: 'Vos classes' });
    expect(await within(list).findByRole('heading', { level: 2, name: 'Terminale 3' })).toBeTruthy();
    expect(list.textContent).toContain('Terminale · 2026-2027 · 2\u00a0élèves');
    expect(within(list).getByText('ABCD-2345')).toBeTruthy();
    expect(within(list).getByText('valable jusqu’au 28 décembre 2099')).toBeTruthy();
    expect(screen.getByText('Claire Durand')).toBeTruthy();
    expect(screen.getByText('Lycée Louis-Pasteur, Besançon')).toBeTruthy();
    expect(
      within(list).getByRole('link', { name: 'Ouvrir la classe Terminale 3' }).getAttribute('href'),
    ).toBe(`/enseignant/classes/${CLASS_ID}`);

    const user = userEvent.setup();
    expect((screen.getByLabelText('Année scolaire') as HTMLInputElement).value).toBe('2026-2027');
    await user.click(screen.getByRole('button', { name: 'Créer une classe' }));
    // Checked in the browser first, with the domain's own messages.
    expect(await screen.findByText('Le nom de la classe est requis.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Nom de la classe'), 'Seconde 4');
    await user.selectOptions(screen.getByLabelText('Niveau'), 'Seconde');
    await user.click(screen.getByRole('button', { name: 'Créer une classe' }));
    expect(await within(list).findByRole('heading', { level: 2, name: 'Seconde 4' })).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Seconde 4',
      grade: 'seconde',
      schoolYear: '2026-2027',
    });
    expect(screen.getByRole('status').textContent).toMatch(/La classe «\sSeconde 4\s» est créée\./);
  });

  it('l’année scolaire proposée change le 1er septembre', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 7, 31, 12, 0));
    fakeTeacherServer({ classrooms: [] });
    renderWithClient(<TeacherSpace />);
    expect(await screen.findByText(/Vous n’avez pas encore de classe/)).toBeTruthy();
    expect((screen.getByLabelText('Année scolaire') as HTMLInputElement).value).toBe('2026-2027');
  });

  it('renomme, donne un nouveau code, archive après confirmation', async () => {
    const requests = fakeTeacherServer({ classrooms: [aClassroom()] });
    renderWithClient(<TeacherSpace />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Renommer Terminale 3' }));
    const field = screen.getByLabelText('Nouveau nom');
    await user.clear(field);
    await user.type(field, 'Tle 3 spé SES');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tle 3 spé SES' })).toBeTruthy();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ name: 'Tle 3 spé SES' });

    await user.click(screen.getByRole('button', { name: 'Nouveau code Tle 3 spé SES' }));
    expect(await screen.findByText('NEWC-2345')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/l’ancien ne fonctionne plus/);

    await user.click(screen.getByRole('button', { name: 'Archiver Tle 3 spé SES' }));
    expect(screen.getByText(/Son code cessera aussitôt/)).toBeTruthy();
    expect(requests.some((r) => r.path.endsWith('/archive'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Oui, archiver' }));
    expect(await screen.findByText('Archivée')).toBeTruthy();
    expect(screen.getByText(/Classe archivée\s: elle n’a plus de code\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Nouveau code/ })).toBeNull();
  });
});
