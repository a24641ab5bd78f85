/**
 * How a student is signed wherever others read them (chat, advice wall): first name and last
 * initial (« Léa M. »), never the e-mail of a minor; else « Utilisateur ».
 */
export function displayName(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim();
  if (!first) return 'Utilisateur';
  const initial = lastName?.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}
