import {
  BLANK_LINE,
  CLASSROOM_GRADE_LABELS,
  type ClassDashboard,
  type CvLine,
  classSlug,
  formatDate,
  typographieFr,
} from '@declic/domain';

const shortDate = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short' }).format(new Date(iso));

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

function heading(text: string): CvLine {
  return { text: text.toLocaleUpperCase('fr-FR'), style: 'heading' };
}

/**
 * The class council's one page, as lines to draw (lib/pdf/lines-pdf.ts): the class, the counts,
 * the level spread, who has been away, the dates to come, then one line per student with only
 * what the roster shows. Compact so that a class of 25 fits on one A4 page.
 */
export function classPdfLines(dashboard: ClassDashboard): CvLine[] {
  const { classroom, counts } = dashboard;
  const lines: CvLine[] = [
    { text: classroom.name, style: 'title' },
    {
      text: `${CLASSROOM_GRADE_LABELS[classroom.grade]} · année ${classroom.schoolYear.replace('-', '–')} · au ${formatDate(dashboard.generatedAt)}`,
      style: 'subtitle',
    },
    BLANK_LINE,
    heading('En bref'),
    {
      text: `${plural(counts.students, 'élève')} · ${counts.started} ont commencé (questionnaire fait ou niveau 2) · ${counts.questionnaireDone} questionnaire${counts.questionnaireDone > 1 ? 's' : ''} fait${counts.questionnaireDone > 1 ? 's' : ''} · ${counts.inactive} inactif${counts.inactive > 1 ? 's' : ''} depuis 14\u00a0jours`,
      style: 'body',
    },
    BLANK_LINE,
    heading('Répartition par niveau'),
    {
      text: dashboard.levels.map((band) => `${band.from}–${band.to}\u00a0: ${band.count}`).join(' · '),
      style: 'body',
    },
    BLANK_LINE,
    heading('Sans activité depuis 14 jours'),
    {
      text:
        dashboard.inactive.length === 0
          ? 'Personne.'
          : dashboard.inactive.map((s) => `${s.name} (${shortDate(s.lastActiveAt)})`).join(', '),
      style: 'body',
    },
  ];
  if (dashboard.keyDates.length > 0) {
    lines.push(BLANK_LINE, heading('Calendrier Parcoursup'));
    for (const date of dashboard.keyDates.slice(0, 3)) {
      lines.push({ text: `${formatDate(date.startsOn)} · ${date.label}`, style: 'body' });
    }
  }
  lines.push(BLANK_LINE, heading('Élèves'));
  for (const student of dashboard.students) {
    lines.push({
      text: `${student.name} — niveau ${student.level} · ${student.xp}\u00a0XP · vu le ${shortDate(student.lastActiveAt)} · questionnaire ${student.questionnaireDone ? 'fait' : 'à faire'}`,
      style: 'body',
    });
  }
  return lines.map((line) => ({ ...line, text: typographieFr(line.text) }));
}

export function classPdfFileName(className: string): string {
  return `classe-${classSlug(className)}.pdf`;
}

/** Draws the page with jsPDF (loaded only now) and downloads it. */
export async function downloadClassPdf(dashboard: ClassDashboard): Promise<void> {
  const { downloadLinesPdf } = await import('../../lib/pdf/lines-pdf');
  await downloadLinesPdf(classPdfLines(dashboard), {
    title: `${dashboard.classroom.name} — conseil de classe`,
    fileName: classPdfFileName(dashboard.classroom.name),
  });
}
