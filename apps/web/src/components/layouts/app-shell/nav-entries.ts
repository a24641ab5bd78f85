import type { GatedFeature } from '@declic/domain';
import {
  Briefcase,
  GraduationCap,
  type LucideIcon,
  MapIcon,
  MessagesSquare,
  PenLine,
  UserRound,
} from 'lucide-react';

/** One entry of the app sidebar; `gate` locks it until the student reaches that feature's level. */
export interface ShellNavEntry {
  to: string;
  label: string;
  icon: LucideIcon;
  gate?: GatedFeature;
  /** Other paths under which the entry is the current one (the index, the level screens). */
  alsoActiveOn?: readonly string[];
}

/** Spec section 2: Activités, Formations, Emplois, Lettre de motivation, Chat; Profil never locked. */
export const SHELL_NAV: readonly ShellNavEntry[] = [
  { to: '/app/activites', label: 'Activités', icon: MapIcon, alsoActiveOn: ['/app', '/app/niveau/'] },
  { to: '/app/formations', label: 'Formations', icon: GraduationCap, gate: 'formations' },
  { to: '/app/emplois', label: 'Emplois', icon: Briefcase, gate: 'emplois' },
  { to: '/app/lettre', label: 'Lettre de motivation', icon: PenLine, gate: 'lettre' },
  { to: '/app/chat', label: 'Chat', icon: MessagesSquare, gate: 'chat' },
  { to: '/app/profile', label: 'Profil', icon: UserRound },
];

/** Whether `entry` is the section of `pathname`. */
export function isEntryActive(entry: ShellNavEntry, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === entry.to || path.startsWith(`${entry.to}/`)) return true;
  return (entry.alsoActiveOn ?? []).some((other) =>
    other.endsWith('/') ? path.startsWith(other) : path === other,
  );
}
