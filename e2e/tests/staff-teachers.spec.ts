import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { staffCredentials } from '../support/progression';
import { resizeTo, screenshotAtBothWidths } from '../support/screenshots';
import { signIn } from '../support/session';
import { ownStatus, waitingTeacher } from '../support/teachers';

test('l’équipe ouvre l’espace d’un enseignant à l’adresse non académique, voit sa classe, le suspend ; le journal le garde', async ({
  page,
}) => {
  const teacher = await waitingTeacher();
  try {
    expect(await ownStatus(teacher)).toBe('pending_approval');
    await signIn(page, await staffCredentials());
    await page.goto('/app/equipe');
    const screen = page.getByRole('region', { name: 'Enseignants' });
    await expect(screen.getByRole('tab', { name: 'En attente' })).toHaveAttribute('aria-selected', 'true');
    const waiting = screen
      .getByRole('list', { name: 'Enseignants en attente' })
      .getByRole('listitem')
      .filter({ hasText: teacher.email });
    await expect(waiting).toContainText('Adresse non académique');
    await expect(waiting).toContainText('Lycée Jules-Haag, Besançon · UAI');
    await expect(waiting).toContainText('En attente de vérification');

    // No reason, no request: the field says why and takes the focus.
    await waiting.getByRole('button', { name: /^Ouvrir l’espace/ }).click();
    const reason = waiting.getByRole('textbox', { name: 'Raison (gardée dans le journal)' });
    await expect(reason).toBeFocused();
    await expect(waiting).toContainText('Dis pourquoi');
    await reason.fill('Vérifié auprès du secrétariat du lycée');
    await waiting.getByRole('button', { name: /^Ouvrir l’espace/ }).click();
    await expect(screen.getByRole('status').filter({ hasText: 'Espace de Marc Petit ouvert' })).toBeVisible();
    await expect(waiting).toHaveCount(0);
    expect(await ownStatus(teacher)).toBe('active');

    // Open, the teacher makes a class; the staff read it, with no code and no student.
    const created = await teacher.api.post('/api/classrooms', {
      data: { name: 'Bac pro 2', grade: 'cap_bac_pro', schoolYear: '2026-2027' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { joinCode } = (await created.json()) as { joinCode: string };
    await screen.getByRole('tab', { name: 'Actifs' }).click();
    const active = screen
      .getByRole('list', { name: 'Enseignants actifs' })
      .getByRole('listitem')
      .filter({ hasText: teacher.email });
    await active.getByRole('button', { name: /^Voir ses classes/ }).click();
    const classes = active.getByRole('list', { name: 'Classes de Marc Petit' });
    await expect(classes).toContainText('Bac pro 2');
    await expect(classes).toContainText(/CAP \/ bac pro · 2026-2027 · aucun élève · code valable jusqu’au/);
    await expect(classes).not.toContainText(joinCode);
    await expectNoSeriousA11yViolations(page);
    await resizeTo(page, { width: 360, height: 780 });
    await screen.screenshot({ path: test.info().outputPath('enseignants-equipe-360.png') });
    await screenshotAtBothWidths(page, 'equipe-enseignants');

    await active
      .getByRole('textbox', { name: 'Raison (gardée dans le journal)' })
      .fill('Établissement injoignable');
    await active.getByRole('button', { name: /^Suspendre/ }).click();
    await expect(
      screen.getByRole('status').filter({ hasText: 'Espace de Marc Petit suspendu' }),
    ).toBeVisible();
    expect(await ownStatus(teacher)).toBe('suspended');
    await screen.getByRole('tab', { name: 'Suspendus' }).click();
    await expect(
      screen
        .getByRole('list', { name: 'Enseignants suspendus' })
        .getByRole('listitem')
        .filter({ hasText: teacher.email }),
    ).toContainText('Espace suspendu');

    const log = page.getByRole('table', { name: 'Journal des actions' });
    const lines = log.getByRole('row').filter({ hasText: teacher.email });
    await expect(lines.filter({ hasText: 'Espace enseignant suspendu' })).toContainText(
      'Établissement injoignable',
    );
    await expect(lines.filter({ hasText: 'Espace enseignant ouvert' })).toContainText(
      'Vérifié auprès du secrétariat du lycée',
    );
    await expectNoSeriousA11yViolations(page);
  } finally {
    await teacher.api.dispose();
  }
});
