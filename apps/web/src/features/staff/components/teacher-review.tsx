import type { TeacherStatus } from '@declic/domain';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Tabs } from '../../../components/ui/tabs';
import { useStaffTeachers } from '../api/teachers';
import { TEACHER_TEXTES as T } from '../textes';
import { TeacherReviewItem } from './teacher-review-item';

/** The waiting accounts first: they are the staff's work. */
const TAB_ORDER: TeacherStatus[] = ['pending_approval', 'active', 'suspended'];

function TeacherList({ status, onDone }: { status: TeacherStatus; onDone: (message: string) => void }) {
  const teachers = useStaffTeachers(status);
  const list = useRef<HTMLUListElement>(null);
  // A decided account leaves the list: focus goes to the list rather than to nothing.
  const done = (message: string) => {
    onDone(message);
    list.current?.focus();
  };
  return (
    <div className="flex flex-col gap-3">
      {teachers.isPending ? <p role="status">Chargement…</p> : null}
      {teachers.isError ? <Alert tone="error">{teachers.error.message}</Alert> : null}
      {teachers.data?.length === 0 ? <p className="text-ink-soft">{T.empty[status]}</p> : null}
      <ul ref={list} tabIndex={-1} aria-label={T.listLabel[status]} className="flex flex-col gap-3">
        {teachers.data?.map((teacher) => (
          <TeacherReviewItem key={teacher.id} teacher={teacher} onDone={done} />
        ))}
      </ul>
    </div>
  );
}

/**
 * Teacher accounts by status, like the companies: open a waiting space after checking the
 * school, suspend one, reopen it, each with a reason the audit log keeps; and their classes.
 */
export function TeacherReview() {
  const [announcement, setAnnouncement] = useState('');
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-4 p-5">
      <div>
        <h2 id={titleId} className="text-xl font-semibold">
          {T.title}
        </h2>
        <p className="mt-1 text-ink-soft">{T.intro}</p>
        {/* Always in the page, so that a screen reader announces each decision. */}
        <div role="status">
          {announcement ? <p className="mt-3 font-semibold text-mint-700">{announcement}</p> : null}
        </div>
      </div>
      <Tabs
        label={T.tabsLabel}
        items={TAB_ORDER.map((status) => ({
          value: status,
          label: T.tabs[status],
          content: <TeacherList status={status} onDone={setAnnouncement} />,
        }))}
      />
    </Card>
  );
}
