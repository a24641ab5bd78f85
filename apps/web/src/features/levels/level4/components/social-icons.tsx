import { Camera, Ghost, Music2 } from 'lucide-react';

const NETWORKS = [
  { name: 'Instagram', Icon: Camera },
  { name: 'TikTok', Icon: Music2 },
  { name: 'Snapchat', Icon: Ghost },
] as const;

/** Where a story goes: named badges (the icon alone would say nothing to a screen reader). */
export function SocialIcons() {
  return (
    <ul className="flex flex-wrap justify-center gap-2" aria-label="Réseaux où publier ta story">
      {NETWORKS.map(({ name, Icon }) => (
        <li
          key={name}
          className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800"
        >
          <Icon aria-hidden="true" size={16} />
          {name}
        </li>
      ))}
    </ul>
  );
}
