import { LANDING_MODULES_CLAIM } from '@declic/domain';
import {
  Briefcase,
  Compass,
  GraduationCap,
  type LucideIcon,
  MessagesSquare,
  Mic,
  PenLine,
} from 'lucide-react';
import { SectionHeading } from './section-heading';

interface Module {
  icon: LucideIcon;
  title: string;
  text: string;
}

const MODULES: readonly Module[] = [
  {
    icon: Compass,
    title: 'Questionnaire d’orientation',
    text: 'Quelques minutes de questions pour découvrir ce qui te fait vibrer.',
  },
  {
    icon: PenLine,
    title: 'Test de personnalité',
    text: 'Ton profil en quatre lettres, tes points forts et des métiers qui te ressemblent.',
  },
  {
    icon: Mic,
    title: 'Anglais à l’oral',
    text: 'Une conversation guidée pour connaître ton niveau, de A1 à C2.',
  },
  {
    icon: GraduationCap,
    title: 'Formations',
    text: 'Les études qui mènent à tes pistes, près de chez toi ou ailleurs.',
  },
  {
    icon: Briefcase,
    title: 'Offres et lettre de motivation',
    text: 'De vraies offres, et une lettre de motivation rédigée avec toi.',
  },
  {
    icon: MessagesSquare,
    title: 'Chat entre lycéens',
    text: 'Pose tes questions à d’autres jeunes et à un conseiller virtuel.',
  },
];

/** The "more than 50 modules and games" claim, with a taste of what they are. */
export function ModulesClaim() {
  return (
    <section aria-labelledby="modules-titre" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <SectionHeading
        id="modules-titre"
        eyebrow="Ce qui t’attend"
        intro="Des tests, des mini-jeux, des défis et des outils concrets, débloqués au fil de ta progression."
      >
        Plus de {LANDING_MODULES_CLAIM} modules et jeux pour te découvrir
      </SectionHeading>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {MODULES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5">
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" size={24} />
            </span>
            <span>
              <span className="block font-display text-lg font-semibold text-ink">{title}</span>
              <span className="text-ink-soft">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
