import {
  type LabelledWish,
  PARCOURSUP_MAX_WISHES,
  type VoeuxRemark,
  type VoeuxStep as VoeuxStepDefinition,
} from '@declic/domain';
import { Button } from '../../../../components/ui/button';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import type { StepProps } from '../step-props';
import { AccessLegend } from '../voeux/access-legend';
import { VoeuxRemarks } from '../voeux/voeux-remarks';
import type { Wish } from '../voeux/wish';
import { WishName, WishRow } from '../voeux/wish-row';
import { WishSearch } from '../voeux/wish-search';
import { StepCheckPanel } from './step-check-panel';

interface VoeuxDraft extends Record<string, unknown> {
  wishes: Wish[];
}

const EMPTY: VoeuxDraft = { wishes: [] };

const sameCodes = (a: { code: string }[], b: { code: string }[]) =>
  a.map((w) => w.code).join() === b.map((w) => w.code).join();

/** Level 19: a list of wishes from the catalogue, labelled by access rate, judged by the server. */
export function VoeuxStep({ level, step, stored }: StepProps<VoeuxStepDefinition>) {
  const [draft, setDraft] = useStepDraft<VoeuxDraft>(`${level}.${step.id}`, stored?.answer, EMPTY);
  const saving = useStepSave(level, step.id, stored);
  const result = saving.check?.result as { kind?: string; wishes?: LabelledWish[]; remarks?: VoeuxRemark[] };
  const checked = result?.kind === 'voeux' ? (result.wishes ?? []) : [];
  // The server's facts win over the browser's; a list saved elsewhere only has names.
  const facts = new Map(checked.map((wish) => [wish.code, wish]));
  const wishes: Wish[] = (draft.wishes ?? []).map((wish) => ({ ...wish, ...facts.get(wish.code) }));
  // Remarks hold for the list they were made on: one wish added or removed, they wait.
  const remarks = sameCodes(checked, wishes) ? (result?.remarks ?? []) : [];
  const max = PARCOURSUP_MAX_WISHES.value;
  const full = wishes.length >= max;
  const isListed = (code: string) => wishes.some((wish) => wish.code === code);
  const add = (wish: Wish) => {
    if (!isListed(wish.code) && !full) setDraft({ wishes: [...wishes, wish] });
  };
  const remove = (code: string) => setDraft({ wishes: wishes.filter((wish) => wish.code !== code) });

  return (
    <div className="flex flex-col gap-5">
      <AccessLegend wishes={wishes} />
      <section aria-labelledby="ma-liste" className="flex flex-col gap-2">
        <h3 id="ma-liste" className="font-display text-lg font-bold">
          Ta liste : {wishes.length} / {max} vœux
        </h3>
        {wishes.length === 0 ? (
          <p>Ta liste est vide. Cherche une formation ci-dessous et ajoute-la.</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {wishes.map((wish) => (
              <li key={wish.code}>
                <WishRow
                  wish={wish}
                  action={
                    <Button variant="ghost" size="sm" onClick={() => remove(wish.code)}>
                      Retirer
                      <WishName wish={wish} />
                    </Button>
                  }
                />
              </li>
            ))}
          </ol>
        )}
      </section>
      <WishSearch isListed={isListed} full={full} onAdd={add} />
      <StepCheckPanel
        // The remarks below say what blocks, with their suggestions: no second list of problems.
        check={saving.check && { ...saving.check, problems: [] }}
        saving={saving.saving}
        error={saving.error}
        saveLabel="Demander mon avis et enregistrer"
        onSave={() => saving.save({ wishes: wishes.map(({ code, label }) => ({ code, label })) })}
      >
        <VoeuxRemarks remarks={remarks} isListed={isListed} full={full} onAdd={add} />
      </StepCheckPanel>
    </div>
  );
}
