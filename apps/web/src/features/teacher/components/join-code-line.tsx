import { type Classroom, formatDate } from '@declic/domain';
import { TEXTES } from '../textes';

/** « Code ABCD-2345, valable jusqu’au 28 décembre 2026 », or why there is none. */
export function JoinCodeLine({ classroom, now = new Date() }: { classroom: Classroom; now?: Date }) {
  if (!classroom.joinCode || !classroom.joinCodeExpiresAt) {
    return <p className="text-ink-soft">{TEXTES.archiveeTexte}</p>;
  }
  const expired = new Date(classroom.joinCodeExpiresAt) <= now;
  const date = formatDate(classroom.joinCodeExpiresAt);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span>{TEXTES.code}</span>
      <span className="font-mono text-xl font-semibold tracking-wider text-brand-900">
        {classroom.joinCode}
      </span>
      <span className={expired ? 'font-semibold text-coral-700' : 'text-ink-soft'}>
        {expired ? TEXTES.expireDepuis(date) : TEXTES.expire(date)}
      </span>
    </p>
  );
}
