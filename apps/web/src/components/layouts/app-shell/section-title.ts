/** The section name the header shows for an /app path. */
export function sectionTitle(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  const level = path.match(/^\/app\/niveau\/([^/]+)$/);
  if (level) return `Niveau ${decodeURIComponent(level[1] ?? '')}`;
  if (path.startsWith('/app/rejoindre/')) return 'Mon Profil';
  return SECTION_TITLES[path] ?? 'Activités';
}

const SECTION_TITLES: Record<string, string> = {
  '/app': 'Activités',
  '/app/activites': 'Activités',
  '/app/formations': 'Formations',
  '/app/emplois': 'Emplois',
  '/app/candidatures': 'Mes candidatures',
  '/app/rencontres': 'Rencontres métier',
  '/app/lettre': 'Lettre de motivation',
  '/app/chat': 'Chat',
  '/app/profile': 'Mon Profil',
  '/app/offres': 'Les offres',
  '/app/results': 'Mes Résultats',
  '/app/questionnaire': 'Questionnaire',
  '/app/equipe': 'Espace équipe',
  '/app/conseils': 'Conseils d’anciens',
};
