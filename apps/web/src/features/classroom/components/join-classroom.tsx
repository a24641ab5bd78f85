import type { JoinPreview } from '@declic/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useJoinClassroom, useJoinPreview } from '../api/memberships';
import { TEXTES } from '../textes';
import { ClassroomFacts } from './classroom-summary';

/**
 * The code, then the class it opens and exactly what its teacher will see (the server's own
 * list), then « Rejoindre ». Nothing is joined before the student has read that screen.
 */
export function JoinClassroom({
  initialCode = '',
  onJoined,
  onCancel,
}: {
  initialCode?: string;
  onJoined(name: string): void;
  onCancel?(): void;
}) {
  const [code, setCode] = useState(initialCode);
  const preview = useJoinPreview();
  const join = useJoinClassroom();
  const error = preview.error ?? join.error;

  const read = (event: FormEvent) => {
    event.preventDefault();
    join.reset();
    preview.mutate(code);
  };
  const back = () => {
    preview.reset();
    join.reset();
  };

  if (preview.data) {
    const name = preview.data.classroom.name;
    return (
      <PreviewPanel
        preview={preview.data}
        error={join.error?.message}
        joining={join.isPending}
        onJoin={() => join.mutate(code, { onSuccess: () => onJoined(name) })}
        onBack={back}
      />
    );
  }
  return (
    <form onSubmit={read} className="flex flex-col gap-3" noValidate>
      <p>{TEXTES.intro}</p>
      <TextField
        label={TEXTES.codeLabel}
        hint={TEXTES.codeHint}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error?.message}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        className="max-w-xs"
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={preview.isPending}>
          {preview.isPending ? TEXTES.previewing : TEXTES.preview}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {TEXTES.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

interface PreviewPanelProps {
  preview: JoinPreview;
  error?: string;
  joining: boolean;
  onJoin(): void;
  onBack(): void;
}

function PreviewPanel({ preview, error, joining, onJoin, onBack }: PreviewPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The screen changed under the student's finger: a screen reader starts reading its title.
  useEffect(() => heading.current?.focus(), []);
  const { classroom, teacherSees } = preview;
  return (
    <section aria-labelledby="classe-apercu" className="flex flex-col gap-4">
      <h3 id="classe-apercu" ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {TEXTES.previewTitle(classroom.name)}
      </h3>
      <ClassroomFacts classroom={classroom} />
      <div>
        <h4 className="font-semibold">{TEXTES.alwaysTitle}</h4>
        <ul className="ml-5 list-disc">
          {teacherSees.always.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <div>
        <h4 className="font-semibold">{TEXTES.ifYouShareTitle}</h4>
        <ul className="ml-5 list-disc">
          {teacherSees.ifYouShare.map(({ item, label }) => (
            <li key={item}>{label}</li>
          ))}
        </ul>
      </div>
      <p>{teacherSees.sharingOffByDefault}</p>
      <p className="font-semibold">{teacherSees.never}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button onClick={onJoin} disabled={joining}>
          {joining ? TEXTES.joining : TEXTES.join}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          {TEXTES.cancel}
        </Button>
      </div>
    </section>
  );
}
