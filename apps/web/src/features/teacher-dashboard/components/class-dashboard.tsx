import { type ClassDashboard as Dashboard, formatDate } from '@declic/domain';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { useClassDashboard } from '../api/class-dashboard';
import { TEXTES } from '../textes';

/**
 * A class at a glance, for its teacher: counts, the level spread, who has been away for 14 days,
 * the Parcoursup dates to come. Mounted in the class page; reads only what the roster shows.
 */
export function ClassDashboard({ classroomId }: { classroomId: string }) {
  const dashboard = useClassDashboard(classroomId);
  if (dashboard.isPending) {
    return (
      <p role="status" className="text-ink-soft">
        {TEXTES.chargement}
      </p>
    );
  }
  if (dashboard.isError) return <Alert tone="error">{TEXTES.erreur}</Alert>;
  return <DashboardView dashboard={dashboard.data} />;
}

function DashboardView({ dashboard }: { dashboard: Dashboard }) {
  const { counts } = dashboard;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-semibold text-brand-900">
        {TEXTES.titre}
      </h2>
      {counts.students === 0 ? <Alert tone="info">{TEXTES.aucunEleve}</Alert> : null}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label={TEXTES.eleves} value={counts.students} />
        <Figure label={TEXTES.commences} value={counts.started} hint={TEXTES.commencesAide} />
        <Figure label={TEXTES.questionnaires} value={counts.questionnaireDone} />
        <Figure label={TEXTES.inactifs} value={counts.inactive} />
      </dl>
      <LevelBars levels={dashboard.levels} total={counts.students} />
      <InactiveList inactive={dashboard.inactive} />
      <KeyDates keyDates={dashboard.keyDates} />
    </section>
  );
}

function Figure({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <div className="flex flex-col-reverse rounded-xl border border-line bg-white p-3">
      <dt className="text-sm text-ink-soft">
        {label}
        {hint ? <span className="block text-xs">({hint})</span> : null}
      </dt>
      <dd className="text-3xl font-semibold text-brand-900">{value}</dd>
    </div>
  );
}

/** Bars drawn for the eye, the number written for everyone (the bar itself is hidden from readers). */
function LevelBars({ levels, total }: { levels: Dashboard['levels']; total: number }) {
  return (
    <Card>
      <h3 className="text-lg font-semibold text-brand-900">{TEXTES.niveaux}</h3>
      <p className="mb-3 text-sm text-ink-soft">{TEXTES.niveauxAide}</p>
      <ul className="flex flex-col gap-2">
        {levels.map((band) => (
          <li key={band.from} className="grid grid-cols-[7.5rem_1fr_2.5rem] items-center gap-2">
            <span className="text-sm">
              {band.label}
              <span className="sr-only">{'\u202f: '}</span>
            </span>
            <span aria-hidden="true" className="h-3 rounded-full bg-brand-50">
              <span
                className="block h-3 rounded-full bg-brand-700"
                style={{ width: `${total === 0 ? 0 : (band.count / total) * 100}%` }}
              />
            </span>
            <span className="text-right font-semibold">
              {band.count}
              <span className="sr-only"> élève{band.count > 1 ? 's' : ''}</span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function InactiveList({ inactive }: { inactive: Dashboard['inactive'] }) {
  return (
    <Card>
      <h3 className="mb-2 text-lg font-semibold text-brand-900">{TEXTES.inactifsTitre}</h3>
      {inactive.length === 0 ? (
        <p className="text-ink-soft">{TEXTES.aucunInactif}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {inactive.map((student) => (
            <li key={`${student.name}-${student.lastActiveAt}`}>
              <span className="font-semibold">{student.name}</span>
              <span className="text-ink-soft"> — vu le {formatDate(student.lastActiveAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function KeyDates({ keyDates }: { keyDates: Dashboard['keyDates'] }) {
  return (
    <Card>
      <h3 className="mb-2 text-lg font-semibold text-brand-900">{TEXTES.dates}</h3>
      {keyDates.length === 0 ? (
        <p className="text-ink-soft">{TEXTES.aucuneDate}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {keyDates.map((date) => (
            <li key={date.id}>
              <span className="font-semibold">
                {formatDate(date.startsOn)}
                {date.endsOn ? ` – ${formatDate(date.endsOn)}` : ''}
              </span>{' '}
              · {date.label}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
