import {
  formatNumber,
  heavyDays,
  WEEK_DAYS,
  WEEK_SLOT_KINDS,
  WEEK_SLOT_LABELS,
  type WeekPlanStep as WeekPlanStepDefinition,
  type WeekSlot,
  weekTotals,
} from '@declic/domain';
import { Download, Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { downloadText } from '../calendar/dates';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import type { StepProps } from '../step-props';
import { SlotForm } from '../week-plan/slot-form';
import { weekCalendar } from '../week-plan/week-ics';
import { StepCheckPanel } from './step-check-panel';

const capitalised = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);
const hours = (value: number) => `${formatNumber(Math.round(value * 10) / 10)}\u00a0h`;
const newSlotId = () => `creneau-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** Level 47: the typical week, slot by slot, with where the time goes and a weekly .ics. */
export function WeekPlanStep({ level, step, stored }: StepProps<WeekPlanStepDefinition>) {
  const [draft, setDraft] = useStepDraft(`${level}.${step.id}`, stored?.answer, { slots: [] as WeekSlot[] });
  const slots = draft.slots as WeekSlot[];
  const saving = useStepSave(level, step.id, stored);
  const totals = weekTotals(slots);
  const heavy = heavyDays(slots);
  const byTime = (a: WeekSlot, b: WeekSlot) => a.start.localeCompare(b.start);

  return (
    <div className="flex flex-col gap-5">
      <SlotForm onAdd={(slot) => setDraft({ slots: [...slots, { id: newSlotId(), ...slot }] })} />
      {slots.length === 0 ? (
        <p className="text-ink-soft">Ta semaine est vide pour l’instant : ajoute ton premier créneau.</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {WEEK_DAYS.filter((day) => slots.some((slot) => slot.day === day)).map((day) => (
            <section
              key={day}
              aria-labelledby={`jour-${day}`}
              className="rounded-xl border-2 border-line p-3"
            >
              <h3 id={`jour-${day}`} className="font-semibold">
                {capitalised(day)}
              </h3>
              <ul className="mt-2 flex flex-col gap-2">
                {slots
                  .filter((slot) => slot.day === day)
                  .sort(byTime)
                  .map((slot) => (
                    <li key={slot.id} className="flex items-center justify-between gap-2">
                      <span>
                        <span className="font-semibold">
                          {slot.start} – {slot.end}
                        </span>{' '}
                        · {slot.label}
                        <span className="block text-sm text-ink-soft">{WEEK_SLOT_LABELS[slot.kind]}</span>
                      </span>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setDraft({ slots: slots.filter((other) => other.id !== slot.id) })}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        <span className="sr-only">
                          Retirer {slot.label}, {day} {slot.start}
                        </span>
                      </Button>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {slots.length > 0 ? (
        <div className="flex flex-col gap-2 rounded-xl bg-brand-50 p-3">
          <p className="font-semibold">Où part ton temps dans la semaine</p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Heures par type de créneau">
            {WEEK_SLOT_KINDS.filter((kind) => totals[kind] > 0).map((kind) => (
              <li key={kind}>
                {WEEK_SLOT_LABELS[kind]} : {hours(totals[kind])}
              </li>
            ))}
          </ul>
          {heavy.length > 0 ? (
            <p className="font-semibold text-coral-700">
              Journée chargée : {heavy.map(capitalised).join(', ')} dépasse dix heures de cours, de devoirs et
              de travail. Peux-tu déplacer quelque chose ?
            </p>
          ) : null}
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => downloadText('ma-semaine-declic.ics', 'text/calendar', weekCalendar(slots))}
          >
            <Download aria-hidden="true" className="size-4" />
            Télécharger ma semaine (.ics)
          </Button>
        </div>
      ) : null}
      <StepCheckPanel
        check={saving.check}
        saving={saving.saving}
        error={saving.error}
        onSave={() => saving.save({ slots })}
      />
    </div>
  );
}
