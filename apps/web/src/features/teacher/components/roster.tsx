import { formatDate, formatNumber, type RosterStudent } from '@declic/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Chip } from '../../../components/ui/chip';
import { useRoster } from '../api/roster';
import { TEXTES } from '../textes';
import { StudentCardPanel } from './student-card-panel';

type Open = (student: RosterStudent) => void;

/**
 * The class's students: a table on a wide screen, a list of cards on a phone (a six-column table
 * does not fit 360 px). Each opens the student's card.
 */
export function Roster({ classroomId, classroomName }: { classroomId: string; classroomName: string }) {
  const roster = useRoster(classroomId);
  const [opened, setOpened] = useState<RosterStudent | null>(null);
  const students = roster.data ?? [];
  return (
    <section aria-labelledby="eleves" className="flex flex-col gap-4">
      <h2 id="eleves" className="text-2xl font-semibold">
        {TEXTES.elevesTitre}
        {roster.isSuccess ? <span className="font-normal text-ink-soft"> ({students.length})</span> : null}
      </h2>
      <p className="text-sm text-ink-soft">{TEXTES.ceQueVousVoyez}</p>
      {roster.isPending ? <p role="status">{TEXTES.chargement}</p> : null}
      {roster.isError ? <Alert tone="error">{roster.error.message}</Alert> : null}
      {roster.isSuccess && students.length === 0 ? <p>{TEXTES.aucunEleve}</p> : null}
      {students.length > 0 ? (
        <>
          <RosterTable students={students} caption={classroomName} onOpen={setOpened} />
          <RosterCards students={students} caption={classroomName} onOpen={setOpened} />
        </>
      ) : null}
      <StudentCardPanel classroomId={classroomId} student={opened} onClose={() => setOpened(null)} />
    </section>
  );
}

/** Short under the table's « Questionnaire » column; said in full on a card, which has no column. */
/** The roster's columns, in the order the cells follow (the student card's link comes last). */
const COLUMNS = [
  TEXTES.colonneEleve,
  TEXTES.colonneNiveau,
  TEXTES.colonneXp,
  TEXTES.colonneActivite,
  TEXTES.colonneQuestionnaire,
];

function QuestionnaireChip({ done, long = false }: { done: boolean; long?: boolean }) {
  if (done) return <Chip tone="mint">{long ? TEXTES.questionnaireFaitLong : TEXTES.questionnaireFait}</Chip>;
  return <Chip tone="neutral">{long ? TEXTES.questionnairePasFaitLong : TEXTES.questionnairePasFait}</Chip>;
}

function OpenButton({ student, onOpen }: { student: RosterStudent; onOpen: Open }) {
  return (
    <Button size="sm" variant="secondary" onClick={() => onOpen(student)}>
      {TEXTES.voirFiche}
      <span className="sr-only"> de {student.name}</span>
    </Button>
  );
}

interface ListProps {
  students: RosterStudent[];
  caption: string;
  onOpen: Open;
}

function RosterTable({ students, caption, onOpen }: ListProps) {
  const head = 'px-3 py-2 text-left text-sm font-semibold text-ink-soft';
  const cell = 'px-3 py-2';
  return (
    <div className="hidden overflow-x-auto rounded-[var(--radius-card)] border border-line bg-white md:block">
      <table className="w-full border-collapse">
        <caption className="sr-only">{TEXTES.elevesDe(caption)}</caption>
        <thead className="border-b border-line bg-brand-50">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={head}>
                {column}
              </th>
            ))}
            <th scope="col" className={head}>
              <span className="sr-only">{TEXTES.colonneFiche}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {students.map((student) => (
            <tr key={student.studentId} className="border-b border-line last:border-b-0">
              <th scope="row" className={`${cell} text-left font-semibold`}>
                {student.name}
              </th>
              <td className={cell}>{student.level}</td>
              <td className={cell}>{formatNumber(student.xp)}</td>
              <td className={cell}>{formatDate(student.lastActiveAt)}</td>
              <td className={cell}>
                <QuestionnaireChip done={student.questionnaireDone} />
              </td>
              <td className={`${cell} text-right`}>
                <OpenButton student={student} onOpen={onOpen} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RosterCards({ students, caption, onOpen }: ListProps) {
  return (
    <ul aria-label={TEXTES.elevesDe(caption)} className="flex flex-col gap-3 md:hidden">
      {students.map((student) => (
        <li
          key={student.studentId}
          className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-white p-4"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-lg font-semibold">{student.name}</h3>
            <QuestionnaireChip done={student.questionnaireDone} long />
          </div>
          <p className="text-ink-soft">
            {TEXTES.niveauN(student.level)} · {TEXTES.xp(formatNumber(student.xp))}
            <br />
            {TEXTES.colonneActivite}
            {'\u202f: '}
            {formatDate(student.lastActiveAt)}
          </p>
          <div>
            <OpenButton student={student} onOpen={onOpen} />
          </div>
        </li>
      ))}
    </ul>
  );
}
