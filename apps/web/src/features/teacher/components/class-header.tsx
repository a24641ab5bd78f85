import type { Classroom } from '@declic/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Chip } from '../../../components/ui/chip';
import { TEXTES } from '../textes';
import { ClassroomActions } from './classroom-actions';
import { classroomFacts } from './classroom-facts';
import { JoinCodeLine } from './join-code-line';
import { JoinCodeProjection } from './join-code-projection';

/** The class: its name, grade, year and code; projecting the code is the main thing to do here. */
export function ClassHeader({ classroom }: { classroom: Classroom }) {
  const [projecting, setProjecting] = useState(false);
  const [status, setStatus] = useState('');
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-semibold text-brand-900">{classroom.name}</h1>
          <p className="text-ink-soft">{classroomFacts(classroom)}</p>
        </div>
        {classroom.archived ? <Chip tone="neutral">{TEXTES.archivee}</Chip> : null}
      </div>
      <JoinCodeLine classroom={classroom} />
      <p role="status" className="font-semibold text-mint-700">
        {status}
      </p>
      <ClassroomActions classroom={classroom} onDone={setStatus} />
      {classroom.joinCode ? (
        <>
          <Button size="lg" className="self-start" onClick={() => setProjecting(true)}>
            {TEXTES.projeter}
          </Button>
          <JoinCodeProjection classroom={classroom} open={projecting} onOpenChange={setProjecting} />
        </>
      ) : null}
    </Card>
  );
}
