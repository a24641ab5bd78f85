import type { Production, ProductionItem } from '@declic/domain';
import { Alert } from '../ui/alert';
import { ButtonLink } from '../ui/button';
import { Card } from '../ui/card';

interface ProductionsListProps {
  productions: readonly Production[] | undefined;
  isPending: boolean;
  isError: boolean;
}

/** Items that share a label, in order: the questions of level 10 become one list. */
function groupByLabel(items: readonly ProductionItem[]): { label: string; texts: string[] }[] {
  const groups: { label: string; texts: string[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last?.label === item.label) last.texts.push(item.text);
    else groups.push({ label: item.label, texts: [item.text] });
  }
  return groups;
}

function ProductionEntry({ production }: { production: Production }) {
  const headingId = `realisation-${production.level}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl bg-surface p-4">
      <h3 id={headingId} className="flex flex-col">
        <span className="text-sm font-bold text-ink-soft">Niveau {production.level}</span>
        <span className="font-display text-lg font-semibold text-ink">{production.title}</span>
      </h3>
      <dl className="flex flex-col gap-2">
        {groupByLabel(production.items).map((group) => (
          <div key={group.label}>
            <dt className="font-semibold text-ink">{group.label}</dt>
            {group.texts.length > 1 ? (
              <dd>
                <ul className="list-disc pl-5 text-ink-soft">
                  {group.texts.map((text, index) => (
                    // Two questions may read the same; their place tells them apart.
                    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered.
                    <li key={index}>{text}</li>
                  ))}
                </ul>
              </dd>
            ) : (
              <dd className="break-words text-ink-soft">{group.texts[0]}</dd>
            )}
          </div>
        ))}
      </dl>
      <ButtonLink to={production.link.to} variant="secondary" size="sm" className="self-start">
        {production.link.label}
      </ButtonLink>
    </article>
  );
}

/** « Ce que tu as construit »: what the levels 6 on produced, each with a way back to its level. */
export function ProductionsList({ productions, isPending, isError }: ProductionsListProps) {
  return (
    <Card>
      <h2 className="mb-2 text-2xl font-semibold">Ce que tu as construit</h2>
      {isPending ? (
        <p role="status" className="text-ink-soft">
          Chargement de tes réalisations…
        </p>
      ) : isError ? (
        <Alert tone="error">Tes réalisations n’ont pas pu être chargées. Réessaie dans un moment.</Alert>
      ) : !productions || productions.length === 0 ? (
        <p className="text-ink-soft">Tes réalisations des niveaux 6 et suivants apparaîtront ici.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {productions.map((production) => (
            <li key={production.level}>
              <ProductionEntry production={production} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
