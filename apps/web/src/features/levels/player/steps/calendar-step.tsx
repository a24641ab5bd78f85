import type { CalendarStep as CalendarStepDefinition, DateIdea, OwnDate } from '@declic/domain';
import { OWN_DATE_KIND_LABELS } from '@declic/domain';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { useDateIdeas, useKeyDates } from '../api/key-dates';
import { DateIdeasList } from '../calendar/date-ideas-list';
import { dayOrRange, downloadText, yearCalendar } from '../calendar/dates';
import { KeyDatesList } from '../calendar/key-dates-list';
import { OwnDateForm } from '../calendar/own-date-form';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import type { StepProps } from '../step-props';
import { fieldError } from './rule-field';
import { StepCheckPanel } from './step-check-panel';

interface CalendarDraft extends Record<string, unknown> {
  dates: OwnDate[];
}

const EMPTY: CalendarDraft = { dates: [] };

/** Level 20: the year's shared key dates and the student's own, saved and exported as .ics. */
export function CalendarStep({ level, step, stored }: StepProps<CalendarStepDefinition>) {
  const [draft, setDraft] = useStepDraft<CalendarDraft>(`${level}.${step.id}`, stored?.answer, EMPTY);
  const saving = useStepSave(level, step.id, stored);
  const keyDates = useKeyDates();
  const ideas = useDateIdeas();
  const [idea, setIdea] = useState<DateIdea | undefined>();
  const own = [...(draft.dates ?? [])].sort((a, b) => a.date.localeCompare(b.date));
  const remove = (id: string) => setDraft({ dates: own.filter((date) => date.id !== id) });

  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="dates-cles" className="flex flex-col gap-2">
        <h3 id="dates-cles" className="font-display text-lg font-bold">
          Les dates de tous
        </h3>
        {keyDates.isPending ? <p role="status">Chargement des dates…</p> : null}
        {keyDates.isError ? <Alert tone="error">{keyDates.error.message}</Alert> : null}
        {keyDates.data ? <KeyDatesList keyDates={keyDates.data} /> : null}
      </section>

      <section aria-labelledby="mes-dates" className="flex flex-col gap-2">
        <h3 id="mes-dates" className="font-display text-lg font-bold">
          Tes dates
        </h3>
        {own.length === 0 ? <p>Aucune date pour l’instant. Ajoute ta première ci-dessous.</p> : null}
        <ul className="flex flex-col gap-2">
          {own.map((date) => (
            <li
              key={date.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-line p-3"
            >
              <div>
                <p className="font-semibold">{date.label}</p>
                <p className="text-sm text-ink-soft">
                  {[OWN_DATE_KIND_LABELS[date.kind], dayOrRange(date.date), date.place]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {fieldError(saving.check?.problems, date.id) ? (
                  <p className="text-sm font-semibold text-coral-700">
                    {fieldError(saving.check?.problems, date.id)}
                  </p>
                ) : null}
              </div>
              <Button variant="ghost" size="sm" onClick={() => remove(date.id)}>
                Retirer<span className="sr-only"> {date.label}</span>
              </Button>
            </li>
          ))}
        </ul>
      </section>

      {ideas.data ? (
        <DateIdeasList ideas={ideas.data} added={new Set(own.map((date) => date.label))} onChoose={setIdea} />
      ) : null}

      <OwnDateForm
        key={idea?.key ?? 'vide'}
        initial={idea}
        onAdd={(date) => {
          setDraft({ dates: [...own, date] });
          setIdea(undefined);
        }}
      />

      <div>
        <Button
          variant="secondary"
          disabled={!keyDates.data}
          onClick={() =>
            downloadText('mon-annee-declic.ics', 'text/calendar', yearCalendar(keyDates.data ?? [], own))
          }
        >
          <Download aria-hidden="true" className="size-5" />
          Télécharger mon calendrier (.ics)
        </Button>
        <p className="mt-1 text-sm text-ink-soft">
          À ouvrir sur ton téléphone ou ton ordinateur : chaque date arrive avec un rappel une semaine avant.
        </p>
      </div>

      <StepCheckPanel
        check={saving.check}
        saving={saving.saving}
        error={saving.error}
        onSave={() => saving.save({ dates: own })}
      />
    </div>
  );
}
