import type { Classroom } from '@declic/domain';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Chip } from '../../../components/ui/chip';
import { TEXTES } from '../textes';
import { ClassroomActions } from './classroom-actions';
import { classroomFacts } from './classroom-facts';
import { JoinCodeLine } from './join-code-line';

/** One class of the list: what it is, its code, what can be done with it; opening it comes last. */
export function ClassroomTile({
  classroom,
  onDone,
}: {
  classroom: Classroom;
  onDone(message: string): void;
}) {
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h2 className="text-xl font-semibold">{classroom.name}</h2>
          <p className="text-ink-soft">{classroomFacts(classroom)}</p>
        </div>
        {classroom.archived ? <Chip tone="neutral">{TEXTES.archivee}</Chip> : null}
      </div>
      <JoinCodeLine classroom={classroom} />
      <ClassroomActions classroom={classroom} onDone={onDone} />
      <ButtonLink to={`/enseignant/classes/${classroom.id}`} className="self-start">
        {TEXTES.ouvrir}
        <span className="sr-only"> {classroom.name}</span>
      </ButtonLink>
    </Card>
  );
}
