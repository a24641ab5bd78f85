import { z } from 'zod';
import type { ProductionReminder } from '../../contracts/productions';
import { onFirstUse } from '../../format/on-first-use';
import { typographieFr } from '../../format/typography';
import { read } from '../production-reading';

const roadmapAnswer = z.object({
  goals: z.array(
    z.object({ milestones: z.array(z.object({ id: z.string(), label: z.string(), month: z.string() })) }),
  ),
});

const monthFormat = onFirstUse(
  () => new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }),
);

/** Level 49: each milestone of the saved road map, reminded on the first day of its month. */
export function roadmapReminders(answer: unknown): ProductionReminder[] {
  const goals = read(roadmapAnswer, answer)?.goals ?? [];
  return goals.flatMap((goal) =>
    goal.milestones.map((milestone) => {
      const due = `${milestone.month}-01T08:00:00Z`;
      return {
        level: 49,
        key: milestone.id,
        message: typographieFr(
          `Ta feuille de route : ${milestone.label} (${monthFormat().format(new Date(due))}).`,
        ),
        due,
      };
    }),
  );
}
