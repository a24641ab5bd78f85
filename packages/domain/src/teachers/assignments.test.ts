import { describe, expect, it } from 'vitest';
import { formatDayMonth } from '../format/typography';
import {
  assignmentBadgeText,
  assignmentNoticeText,
  dueDateProblem,
  reminderDue,
  schoolYearLastDay,
} from './assignments';

describe('niveaux assignés à une classe', () => {
  it('écrit le jour sans l’année, long ou court', () => {
    expect(formatDayMonth('2026-12-12')).toBe('12 décembre');
    expect(formatDayMonth('2026-12-12', 'short')).toBe('12 déc.');
    expect(formatDayMonth('2027-03-01')).toBe('1er mars');
  });

  it('accepte une date à venir dans l’année scolaire, refuse aujourd’hui, hier et l’été suivant', () => {
    expect(schoolYearLastDay('2026-2027')).toBe('2027-08-31');
    expect(dueDateProblem('2026-12-12', '2026-11-29', '2026-2027')).toBeNull();
    expect(dueDateProblem('2027-08-31', '2026-11-29', '2026-2027')).toBeNull();
    expect(dueDateProblem('2026-11-29', '2026-11-29', '2026-2027')).toContain('date à venir');
    expect(dueDateProblem('2026-11-28', '2026-11-29', '2026-2027')).toContain('date à venir');
    expect(dueDateProblem('2027-09-01', '2026-11-29', '2026-2027')).toContain('31 août 2027 au plus tard');
  });

  it('rappelle 3 jours avant puis la veille, une fenêtre à la fois, jamais le jour même', () => {
    const assignment = { dueOn: '2026-12-12', assignedOn: '2026-12-01' };
    expect(reminderDue(assignment, '2026-12-08')).toBeNull();
    expect(reminderDue(assignment, '2026-12-09')).toBe('rappel_3j');
    expect(reminderDue(assignment, '2026-12-10')).toBe('rappel_3j');
    expect(reminderDue(assignment, '2026-12-11')).toBe('rappel_veille');
    expect(reminderDue(assignment, '2026-12-12')).toBeNull();
    expect(reminderDue(assignment, '2026-12-20')).toBeNull();
  });

  it('ne rappelle pas une fenêtre déjà ouverte quand le niveau a été assigné', () => {
    expect(reminderDue({ dueOn: '2026-12-12', assignedOn: '2026-12-10' }, '2026-12-10')).toBeNull();
    expect(reminderDue({ dueOn: '2026-12-12', assignedOn: '2026-12-10' }, '2026-12-11')).toBe(
      'rappel_veille',
    );
    expect(reminderDue({ dueOn: '2026-12-12', assignedOn: '2026-12-11' }, '2026-12-11')).toBeNull();
  });

  it('parle à l’élève, avec les espaces fines', () => {
    const notice = { level: 6, dueOn: '2026-12-12', classroomName: 'Terminale B' };
    expect(assignmentNoticeText('assignee', notice)).toBe(
      'Ta classe Terminale B\u202f: niveau 6 à faire avant le 12 décembre.',
    );
    expect(assignmentNoticeText('rappel_3j', notice)).toContain('plus que 3 jours');
    expect(assignmentNoticeText('rappel_veille', notice)).toContain('c’est demain');
    expect(assignmentBadgeText(notice)).toBe('Pour le 12 déc. — Terminale B');
  });
});
