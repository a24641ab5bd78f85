import { formatDate, formatNumber, SHAREABLE_ITEMS, type StudentCard } from '@declic/domain';
import { Alert } from '../../../components/ui/alert';
import { Modal } from '../../../components/ui/modal';
import { useStudentCard } from '../api/roster';
import { SHARED_ITEM_TITLES, TEXTES } from '../textes';

interface StudentCardPanelProps {
  classroomId: string;
  student: { studentId: string; name: string } | null;
  onClose(): void;
}

/** A student's card in a dialog: the facts always seen, then each of the four items if shared. */
export function StudentCardPanel({ classroomId, student, onClose }: StudentCardPanelProps) {
  return (
    <Modal
      open={student !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={student ? TEXTES.ficheTitre(student.name) : ''}
    >
      {student ? <CardContent classroomId={classroomId} studentId={student.studentId} /> : null}
    </Modal>
  );
}

function CardContent({ classroomId, studentId }: { classroomId: string; studentId: string }) {
  const card = useStudentCard(classroomId, studentId);
  if (card.isPending) return <p role="status">{TEXTES.chargement}</p>;
  if (card.isError) return <Alert tone="error">{card.error.message}</Alert>;
  return (
    <div className="flex flex-col gap-4">
      <StudentFacts card={card.data} />
      <h3 className="text-lg font-semibold">{TEXTES.partages}</h3>
      {SHAREABLE_ITEMS.map((item) => {
        const shared = card.data.shared.find((entry) => entry.item === item);
        return (
          <section key={item} aria-labelledby={`partage-${item}`} className="flex flex-col gap-1">
            <h4 id={`partage-${item}`} className="font-semibold">
              {SHARED_ITEM_TITLES[item]}
            </h4>
            {!shared ? (
              <p className="text-ink-soft italic">{TEXTES.nonPartage}</p>
            ) : shared.lines.length === 0 ? (
              <p className="text-ink-soft">{TEXTES.partageVide}</p>
            ) : (
              <ul className="flex flex-col gap-1">
                {shared.lines.map((line, index) => (
                  // Lines may repeat (two milestones the same month): their place tells them apart.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move
                  <li key={index}>
                    {line.label ? <span className="text-ink-soft">{`${line.label}\u202f: `}</span> : null}
                    {line.text}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** Level, XP, last activity, questionnaire: what a teacher always sees. */
export function StudentFacts({ card }: { card: Omit<StudentCard, 'shared'> }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
      <dt className="text-ink-soft">{TEXTES.colonneNiveau}</dt>
      <dd className="font-semibold">{card.level}</dd>
      <dt className="text-ink-soft">{TEXTES.colonneXp}</dt>
      <dd className="font-semibold">{formatNumber(card.xp)}</dd>
      <dt className="text-ink-soft">{TEXTES.colonneActivite}</dt>
      <dd className="font-semibold">{formatDate(card.lastActiveAt)}</dd>
      <dt className="text-ink-soft">{TEXTES.colonneQuestionnaire}</dt>
      <dd className="font-semibold">
        {card.questionnaireDone ? TEXTES.questionnaireFait : TEXTES.questionnairePasFait}
      </dd>
    </dl>
  );
}
