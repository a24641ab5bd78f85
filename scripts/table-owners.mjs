// Which module writes which table (docs/architecture.md, « Qui possède quelle table »). A module
// writes (INSERT, UPDATE, DELETE) only its own tables; it may read others in a join. The few
// modules that write a table they do not own are listed below, each with its reason.

/** Table → the module (apps/api/src/modules/<module>) that owns it; `db` for the imported catalogues, `kernel` for the staff journal. */
export const TABLE_OWNERS = {
  users: 'auth',
  staff_audit: 'kernel',
  refresh_tokens: 'auth',
  email_tokens: 'auth',
  profiles: 'users',
  profile_extra_info: 'users',
  progression: 'progression',
  questionnaire_questions: 'questionnaire',
  questionnaire_answers: 'questionnaire',
  analysis_results: 'analysis',
  share_images: 'analysis',
  share_links: 'sharing',
  bug_reports: 'support',
  global_chat: 'chat',
  chat_reports: 'chat',
  letters: 'letters',
  level_step_answers: 'levels',
  metier_videos: 'levels',
  key_dates: 'calendar',
  mentor_advice: 'levels',
  expert_certificates: 'levels',
  blog_articles: 'blog',
  dated_figures: 'figures',
  dated_figure_history: 'figures',
  catalog_saved_items: 'catalog',
  catalog_formations: 'formations',
  formation_attendus: 'formations',
  catalog_offres: 'db',
  catalog_vocabulary: 'db',
  catalog_versions: 'db',
  catalog_formation_terms: 'db',
  inserjeunes_cfa: 'db',
  import_runs: 'db',
  openfisca_parameters: 'db',
  openfisca_values: 'db',
  openfisca_references: 'db',
  apl_zones: 'db',
  parent_requests: 'parents',
  companies: 'companies',
  company_offers: 'companies',
  company_applications: 'companies',
  company_reports: 'companies',
  teachers: 'teachers',
  classrooms: 'classrooms',
  classroom_memberships: 'classrooms',
  classroom_assignments: 'classrooms',
  classroom_assignment_notices: 'classrooms',
  payments: 'payments',
  payment_events: 'payments',
  class_licence_prices: 'payments',
  class_licences: 'payments',
  class_licence_grants: 'payments',
  rome_metiers: 'db',
  rome_appellations: 'db',
  rome_centres_interet: 'db',
  onisep_metiers: 'db',
  geo_regions: 'db',
  geo_departements: 'db',
  geo_communes: 'db',
  salaires_onisep: 'db',
  salaires_dares_fap: 'db',
  salaires_dares_fap_rome: 'db',
  // Written by the server's plugins (secrets, AI quota, state shared by instances), not by a module.
  app_secrets: 'plugins',
  ai_usage: 'plugins',
  rate_limit_counters: 'plugins',
  stored_files: 'plugins',
  scheduled_job_runs: 'plugins',
};

/** File → tables it writes without owning them, and why. */
export const SHARED_WRITES = {
  'apps/api/src/modules/auth/accounts.repository.ts': {
    tables: ['profiles', 'questionnaire_answers'],
    why: 'l’inscription écrit le compte, le profil et les réponses du visiteur dans une seule transaction',
  },
  'apps/api/src/modules/avatar/avatar.repository.ts': {
    tables: ['profiles'],
    why: 'l’avatar vit dans deux colonnes du profil (avatar_json, avatar_url) que seul ce module écrit',
  },
  'apps/api/src/modules/companies/companies.repository.ts': {
    tables: ['users', 'profiles'],
    why: 'l’inscription d’une entreprise écrit le compte, le profil de son contact et l’organisation dans une seule transaction',
  },
  'apps/api/src/modules/teachers/teachers.repository.ts': {
    tables: ['users', 'profiles'],
    why: 'l’inscription d’un enseignant écrit le compte, son profil (prénom, nom) et son établissement dans une seule transaction',
  },
  'apps/api/src/modules/companies/offer-publication.ts': {
    tables: ['catalog_offres'],
    why: 'une offre validée par l’équipe est copiée dans le catalogue des offres (source declic) et en sort dès qu’elle ferme',
  },
  'apps/api/src/modules/levels/niveau5.repository.ts': {
    tables: ['questionnaire_answers', 'analysis_results'],
    why: 'le test d’anglais du niveau 5 garde réponses et résultat comme un questionnaire de type niveau5 (spécification)',
  },
  'apps/api/src/modules/payments/paid-status.ts': {
    tables: ['users'],
    why: 'is_paid et paid_by_staff, les colonnes du statut payant, ne sont écrites que par les paiements',
  },
  'apps/api/src/modules/admin/admin.repository.ts': {
    tables: ['progression', 'users'],
    why: 'les commandes de l’équipe (niveau, accès payant, statut d’équipe) corrigent un compte à la main',
  },
  'apps/api/src/modules/privacy/account-deletion.service.ts': {
    tables: ['users'],
    why: 'le droit à l’effacement supprime le compte (tout le reste part en cascade)',
  },
  'apps/api/src/modules/privacy/inactivity-purge.ts': {
    tables: ['users', 'email_tokens', 'refresh_tokens'],
    why: 'la conservation légale prévient puis efface les comptes inactifs et jette les jetons expirés',
  },
  'apps/api/src/modules/privacy/last-activity.ts': {
    tables: ['users'],
    why: 'la dernière activité, d’où compte la conservation de trois ans',
  },
};

const WRITE_RE = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+([a-z_][a-z0-9_]*)/gi;

function isTestCode(file) {
  return /\.test\.tsx?$|test-support|test-data/.test(file);
}

/** Writes by a module to a table it does not own and that no SHARED_WRITES entry allows. */
export function findTableWriteViolations(files) {
  const violations = [];
  for (const { file, source } of files) {
    const module = file.match(/^apps\/api\/src\/modules\/([^/]+)\//)?.[1];
    if (!module || isTestCode(file)) continue;
    const allowed = SHARED_WRITES[file]?.tables ?? [];
    for (const match of source.matchAll(WRITE_RE)) {
      const table = match[1].toLowerCase();
      const owner = TABLE_OWNERS[table];
      if (owner === undefined || owner === module || allowed.includes(table)) continue;
      violations.push(
        `${file} : écrit « ${table} », table du module ${owner} — un module n’écrit que ses tables`,
      );
    }
  }
  return violations;
}
