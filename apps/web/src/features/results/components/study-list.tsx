import type { ReadStudy } from '@declic/domain';
import { Card } from '../../../components/ui/card';
import { Chip } from '../../../components/ui/chip';
import { TEXTES } from '../textes';
import { OfficialLinks } from './official-links';

/** Study ideas: the path and the diploma, with the métiers each leads to. */
export function StudyList({ studies }: { studies: ReadStudy[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {studies.map((study) => (
        <li key={`${study.type}-${study.degree}`}>
          <Card className="flex h-full flex-col gap-2">
            <div className="flex flex-wrap gap-2">
              {study.type ? <Chip tone="mint">{study.type}</Chip> : null}
              {study.level ? <Chip tone="neutral">{study.level}</Chip> : null}
            </div>
            <p className="font-semibold">{study.degree}</p>
            {study.forJobs.length > 0 ? (
              <p className="text-sm text-ink-soft">Pour : {study.forJobs.join(', ')}</p>
            ) : null}
            <OfficialLinks links={study.links ?? []} about={study.degree} kind={TEXTES.formationSheet} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
