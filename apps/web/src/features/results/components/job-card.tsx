import { formatPercent, type ReadJob } from '@declic/domain';
import { Briefcase, ChevronDown, GraduationCap } from 'lucide-react';
import { useId, useState } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Chip } from '../../../components/ui/chip';
import { cx } from '../../../components/ui/cx';
import { TEXTES } from '../textes';
import { OfficialLinks } from './official-links';

/** A recommended job: title, key skills, and its "Pourquoi ce métier ?" opening on demand. */
export function JobCard({ job }: { job: ReadJob }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Card className="flex w-full flex-col gap-3">
      {job.opening ? (
        <p className="flex flex-col gap-1">
          <Chip tone="coral" className="self-start">
            {TEXTES.openingLabel}
          </Chip>
          <span className="text-sm text-ink-soft">{TEXTES.openingHint}</span>
        </p>
      ) : null}
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold">{job.title}</h3>
        {job.riasecMajeur ? (
          <Chip tone="sun" className="shrink-0" title="Code RIASEC de la fiche">
            {job.riasecMajeur}
            {job.riasecMineur ?? ''}
          </Chip>
        ) : null}
      </div>
      {job.skills.length > 0 ? (
        <ul className="flex list-disc flex-col gap-1 pl-5 text-ink-soft">
          {job.skills.map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
        </ul>
      ) : null}
      <OfficialLinks links={job.links ?? []} about={job.title} kind={TEXTES.metierSheet} />
      {job.romeCode ? <CatalogueLinks code={job.romeCode} title={job.title} /> : null}
      {job.explanation ? (
        <div className="mt-auto">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            className="inline-flex min-h-11 items-center gap-2 rounded-full font-semibold text-brand-700 hover:underline"
          >
            {TEXTES.why}
            <ChevronDown
              aria-hidden="true"
              size={18}
              className={cx('transition-transform', open && 'rotate-180')}
            />
          </button>
          <div
            id={panelId}
            hidden={!open}
            className="mt-2 flex flex-col gap-2 rounded-xl bg-brand-50 p-3 text-sm"
          >
            <p>{job.explanation}</p>
            {job.match !== undefined ? (
              <p className="font-semibold">
                Accord avec ton profil : {formatPercent(job.match)} du meilleur métier.
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </Card>
  );
}

/** The formations and offers matched to this job (the catalogues open at levels 6 and 9). */
function CatalogueLinks({ code, title }: { code: string; title: string }) {
  const query = new URLSearchParams({ metier: code, intitule: title }).toString();
  return (
    <nav aria-label={`${TEXTES.linksFor} ${title}`} className="flex flex-wrap gap-2">
      <ButtonLink to={`/app/formations?${query}`} variant="secondary" size="sm">
        <GraduationCap aria-hidden="true" className="size-4" />
        {TEXTES.formationsLink}
      </ButtonLink>
      <ButtonLink to={`/app/emplois?${query}`} variant="secondary" size="sm">
        <Briefcase aria-hidden="true" className="size-4" />
        {TEXTES.offresLink}
      </ButtonLink>
    </nav>
  );
}
