import { buildWeeklyIcs, WEEK_DAYS, WEEK_SLOT_LABELS, type WeekSlot } from '@declic/domain';

/** The ISO date of the next Monday (today when it is one), in the browser's calendar. */
function nextMonday(today = new Date()): Date {
  const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  monday.setDate(monday.getDate() + ((8 - monday.getDay()) % 7));
  return monday;
}

const isoDay = (date: Date) => new Intl.DateTimeFormat('en-CA').format(date);

/** The typical week as a weekly .ics from next Monday. */
export function weekCalendar(slots: WeekSlot[]): string {
  const monday = nextMonday();
  return buildWeeklyIcs(
    'Ma semaine Déclic',
    slots.map((slot) => {
      const day = new Date(monday);
      day.setDate(monday.getDate() + WEEK_DAYS.indexOf(slot.day));
      return {
        uid: `${slot.id}@declic`,
        title:
          slot.label === WEEK_SLOT_LABELS[slot.kind]
            ? slot.label
            : `${WEEK_SLOT_LABELS[slot.kind]} : ${slot.label}`,
        date: isoDay(day),
        start: slot.start,
        end: slot.end,
      };
    }),
    new Date(),
  );
}
