import { classDashboardSchema } from '../../contracts/class-dashboard';
import { classroomIdParamsSchema } from '../../contracts/classrooms';
import { defineRoute } from '../route';

const tag = 'Classes';
const teacher = { audience: 'teacher' } as const;

/** A class's dashboard and its export for the class council (the owning teacher only). */
export const classDashboardApi = {
  dashboard: defineRoute({
    method: 'GET',
    path: '/classrooms/:id/dashboard',
    summary:
      'Tableau de bord d’une classe\u202f: élèves, niveaux, inactifs depuis 14\u00a0jours, dates Parcoursup (enseignant)',
    tag,
    access: teacher,
    params: classroomIdParamsSchema,
    responses: { 200: classDashboardSchema },
  }),
  exportCsv: defineRoute({
    method: 'GET',
    path: '/classrooms/:id/export.csv',
    summary:
      'La liste de la classe en CSV pour le conseil de classe\u202f: ce que la liste montre, rien de plus (enseignant)',
    tag,
    access: teacher,
    params: classroomIdParamsSchema,
    responses: {},
    produces: 'text/csv',
  }),
};
