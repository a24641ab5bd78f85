// What other modules and the composition root use of the calendar module (docs/architecture.md).

export {
  keyDatesForStaff,
  keyDatesForStudents,
  removeKeyDate,
  saveKeyDate,
  todayInFrance,
  upcomingKeyDates,
} from './key-dates.service';
