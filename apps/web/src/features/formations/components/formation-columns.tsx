import { type FormationItem, formatNumber } from '@declic/domain';
import { BriefcaseBusiness, Clapperboard, GraduationCap, Mail, Phone, ThumbsUp } from 'lucide-react';
import { ActionsMenu, type MenuAction } from '../../../components/catalog/actions-menu';
import type { CatalogColumn } from '../../../components/catalog/catalog-table';
import { isWebLink, OrPlaceholder } from '../../../components/catalog/cells';
import { DevenirApprentisNote } from '../../../components/catalog/devenir-apprentis';
import { Chip } from '../../../components/ui/chip';
import { TEXTES } from '../textes';

export const formationTitle = (formation: FormationItem) => formation.nm[0] ?? TEXTES.intituleAbsent;

/** Facebook, LinkedIn, YouTube, mail and phone — each only when the formation has it. */
function formationActions(formation: FormationItem): MenuAction[] {
  const actions: MenuAction[] = [];
  const icon = (Icon: typeof Mail) => <Icon aria-hidden="true" size={16} />;
  if (isWebLink(formation.facebook))
    actions.push({ key: 'facebook', label: 'Facebook', icon: icon(ThumbsUp), href: formation.facebook });
  if (isWebLink(formation.linkedin))
    actions.push({
      key: 'linkedin',
      label: 'LinkedIn',
      icon: icon(BriefcaseBusiness),
      href: formation.linkedin,
    });
  if (isWebLink(formation.youtube))
    actions.push({ key: 'youtube', label: 'YouTube', icon: icon(Clapperboard), href: formation.youtube });
  if (formation.email)
    actions.push({
      key: 'mail',
      label: `Écrire à ${formation.email}`,
      icon: icon(Mail),
      href: `mailto:${formation.email}`,
    });
  if (formation.telephone) {
    actions.push({
      key: 'phone',
      label: `Appeler le ${formation.telephone}`,
      icon: icon(Phone),
      href: `tel:${formation.telephone.replace(/[^\d+]/g, '')}`,
    });
  }
  return actions;
}

function Picture({ formation }: { formation: FormationItem }) {
  return isWebLink(formation.image) ? (
    <img src={formation.image} alt="" className="size-12 rounded-xl object-cover" loading="lazy" />
  ) : (
    <span
      className="flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700"
      aria-hidden="true"
    >
      <GraduationCap size={24} />
    </span>
  );
}

/** « Taux d’accès Parcoursup 2025 : 85 % », from the imported rates (or the demo's, said so). */
function accessRate(formation: FormationItem): string | null {
  if (formation.taux_acces === null) return null;
  const session = formation.taux_acces_session;
  const when = session === 'démo' ? ' (démo)' : session ? ` Parcoursup ${session}` : '';
  return `Taux d’accès${when} : ${formatNumber(Math.round(formation.taux_acces))}\u00a0%`;
}

function Title({ formation }: { formation: FormationItem }) {
  const details = [formation.typeformation, formation.niveau].filter(Boolean).join(' · ');
  const rate = accessRate(formation);
  return (
    <div className="flex flex-col gap-1">
      <span className={formation.nm[0] ? 'font-semibold' : 'italic text-ink-soft'}>
        {formationTitle(formation)}
      </span>
      {details ? <span className="text-xs font-normal text-ink-soft">{details}</span> : null}
      {rate ? <span className="text-xs font-normal text-ink-soft">{rate}</span> : null}
      <DevenirApprentisNote devenir={formation.devenir_apprentis} />
      {formation.demo ? (
        <Chip tone="sun" className="w-fit text-xs">
          Démo
        </Chip>
      ) : null}
    </div>
  );
}

function Link({ formation }: { formation: FormationItem }) {
  const href = isWebLink(formation.etab_url)
    ? formation.etab_url
    : isWebLink(formation.fiche)
      ? formation.fiche
      : null;
  if (!href) return <OrPlaceholder value={null} placeholder={TEXTES.lienAbsent} />;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-brand-700 underline underline-offset-2"
    >
      Voir<span className="sr-only"> : {formationTitle(formation)} (nouvel onglet)</span>
    </a>
  );
}

/** Image, Intitulé, Établissement, Département, Lien ('Voir') and Actions (spec section 2). */
export const FORMATION_COLUMNS: CatalogColumn<FormationItem>[] = [
  { key: 'image', header: 'Image', cardRole: 'media', render: (f) => <Picture formation={f} /> },
  { key: 'intitule', header: 'Intitulé', cardRole: 'title', render: (f) => <Title formation={f} /> },
  {
    key: 'etablissement',
    header: 'Établissement',
    cardRole: 'detail',
    render: (f) => (
      <div className="flex flex-col">
        <OrPlaceholder value={f.etab_nom} placeholder={TEXTES.etablissementAbsent} />
        {f.commune ? <span className="text-xs text-ink-soft">{f.commune}</span> : null}
      </div>
    ),
  },
  {
    key: 'departement',
    header: 'Département',
    cardRole: 'detail',
    render: (f) => <OrPlaceholder value={f.departement} placeholder={TEXTES.departementAbsent} />,
  },
  { key: 'lien', header: 'Lien', cardRole: 'detail', render: (f) => <Link formation={f} /> },
  {
    key: 'actions',
    header: 'Actions',
    cardRole: 'actions',
    render: (f) => <ActionsMenu label={`Actions pour ${formationTitle(f)}`} actions={formationActions(f)} />,
  },
];
