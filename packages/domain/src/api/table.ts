import { privacyApi, romeApi, supportApi } from './routes/account-data';
import { adminApi } from './routes/admin';
import { advisorApi } from './routes/advisor';
import { aidsApi } from './routes/aids';
import { assignmentsApi } from './routes/assignments';
import { authApi } from './routes/auth';
import { blogApi } from './routes/blog';
import { catalogApi } from './routes/catalog';
import { chatApi } from './routes/chat';
import { classDashboardApi } from './routes/class-dashboard';
import { classLicenceApi } from './routes/class-licence';
import { classroomsApi } from './routes/classrooms';
import { companiesApi } from './routes/companies';
import { figuresApi } from './routes/figures';
import { healthApi } from './routes/health';
import { lettersApi } from './routes/letters';
import { levelsApi } from './routes/levels';
import { orientationApi } from './routes/orientation';
import { parentsApi } from './routes/parents';
import { paymentsApi } from './routes/payments';
import { progressionApi } from './routes/progression';
import { sharingApi } from './routes/sharing';
import { establishmentsApi, teachersApi } from './routes/teachers';
import { usersApi } from './routes/users';

/** Every endpoint of /api, by group: the API registers them, the web app calls them. */
export const API = {
  admin: adminApi,
  aids: aidsApi,
  assignments: assignmentsApi,
  advisor: advisorApi,
  auth: authApi,
  blog: blogApi,
  catalog: catalogApi,
  chat: chatApi,
  classLicence: classLicenceApi,
  classDashboard: classDashboardApi,
  classrooms: classroomsApi,
  companies: companiesApi,
  establishments: establishmentsApi,
  figures: figuresApi,
  health: healthApi,
  letters: lettersApi,
  levels: levelsApi,
  orientation: orientationApi,
  parents: parentsApi,
  payments: paymentsApi,
  privacy: privacyApi,
  progression: progressionApi,
  rome: romeApi,
  sharing: sharingApi,
  support: supportApi,
  teachers: teachersApi,
  users: usersApi,
} as const;
