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
}

/** Spec section 2: Activités, Formations, Emplois, Lettre de motivation, Chat; Profil never locked. */
export const SHELL_NAV: readonly ShellNavEntry[] = [
  { to: '/app/activites', label: 'Activités', icon: MapIcon },
  { to: '/app/formations', label: 'Formations', icon: GraduationCap, gate: 'formations' },
  { to: '/app/emplois', label: 'Emplois', icon: Briefcase, gate: 'emplois' },
  { to: '/app/lettre', label: 'Lettre de motivation', icon: PenLine, gate: 'lettre' },
  { to: '/app/chat', label: 'Chat', icon: MessagesSquare, gate: 'chat' },
  { to: '/app/profile', label: 'Profil', icon: UserRound },
];
