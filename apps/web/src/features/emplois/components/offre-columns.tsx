import type { OffreItem } from '@declic/domain';
import { Building2, ExternalLink, Flag, Mail, MapPin, Send } from 'lucide-react';
import { ActionsMenu, type MenuAction } from '../../../components/catalog/actions-menu';
import type { CatalogColumn } from '../../../components/catalog/catalog-table';
import { isWebLink, OrPlaceholder } from '../../../components/catalog/cells';
import { Chip } from '../../../components/ui/chip';
import { TEXTES } from '../textes';

export const offreTitle = (offre: OffreItem) => offre.intitule || TEXTES.intituleAbsent;

export const hasPlace = (offre: OffreItem) =>
  offre.lieu_travail_latitude !== null && offre.lieu_travail_longitude !== null;

export interface OffreHandlers {
  onShowMap: (offre: OffreItem) => void;
  /** Opens the application form of an offer « Proposée sur Déclic ». */
  onApply: (offre: OffreItem) => void;
  /** Opens the form to report the company behind an offer « Proposée sur Déclic ». */
  onReport: (offre: OffreItem) => void;
}

/** 'Postuler sur Déclic' or 'sur le site d'origine', 'Contacter', 'Voir sur la carte' — each when possible. */
function offreActions(offre: OffreItem, { onShowMap, onApply, onReport }: OffreHandlers): MenuAction[] {
  const actions: MenuAction[] = [];
  if (offre.declic) {
    actions.push({
      key: 'postuler-declic',
      label: TEXTES.postulerDeclic,
      icon: <Send aria-hidden="true" size={16} />,
      onSelect: () => onApply(offre),
    });
  }
  if (isWebLink(offre.origine_offre_url_origine)) {
    actions.push({
      key: 'postuler',
      label: TEXTES.postuler,
      icon: <ExternalLink aria-hidden="true" size={16} />,
      href: offre.origine_offre_url_origine,
    });
  }
  if (isWebLink(offre.contact_url_postulation)) {
    actions.push({
      key: 'contacter',
      label: TEXTES.contacter,
      icon: <Mail aria-hidden="true" size={16} />,
      href: offre.contact_url_postulation,
    });
  }
  if (offre.declic) {
    actions.push({
      key: 'signaler',
      label: TEXTES.signaler,
      icon: <Flag aria-hidden="true" size={16} />,
      onSelect: () => onReport(offre),
    });
  }
  if (hasPlace(offre)) {
    actions.push({
      key: 'carte',
      label: TEXTES.voirCarte,
      icon: <MapPin aria-hidden="true" size={16} />,
      onSelect: () => onShowMap(offre),
    });
  }
  return actions;
}

function Logo({ offre }: { offre: OffreItem }) {
  return isWebLink(offre.entreprise_logo) ? (
    <img
      src={offre.entreprise_logo}
      alt=""
      className="size-12 rounded-xl border border-line object-contain"
      loading="lazy"
    />
  ) : (
    <span
      className="flex size-12 items-center justify-center rounded-xl bg-mint-100 text-mint-700"
      aria-hidden="true"
    >
      <Building2 size={24} />
    </span>
  );
}

function Title({ offre }: { offre: OffreItem }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="font-semibold">{offreTitle(offre)}</span>
      {offre.rome_libelle ? (
        <span className="text-xs font-normal text-ink-soft">{offre.rome_libelle}</span>
      ) : null}
      <span className="flex flex-wrap gap-1">
        {offre.alternance ? (
          <Chip tone="mint" className="text-xs">
            Alternance
          </Chip>
        ) : null}
        {offre.declic ? (
          <Chip tone="brand" className="text-xs">
            {TEXTES.proposeeSurDeclic}
          </Chip>
        ) : null}
        {offre.demo ? (
          <Chip tone="sun" className="text-xs">
            Démo
          </Chip>
        ) : null}
      </span>
    </div>
  );
}

/** Logo, Intitulé, Contrat, Lieu, Entreprise and Actions (spec section 2). */
export function offreColumns(handlers: OffreHandlers): CatalogColumn<OffreItem>[] {
  return [
    { key: 'logo', header: 'Logo', cardRole: 'media', render: (o) => <Logo offre={o} /> },
    { key: 'intitule', header: 'Intitulé', cardRole: 'title', render: (o) => <Title offre={o} /> },
    {
      key: 'contrat',
      header: 'Contrat',
      cardRole: 'detail',
      render: (o) => (
        <OrPlaceholder value={o.type_contrat_libelle ?? o.type_contrat} placeholder={TEXTES.contratAbsent} />
      ),
    },
    {
      key: 'lieu',
      header: 'Lieu',
      cardRole: 'detail',
      render: (o) => <OrPlaceholder value={o.lieu} placeholder={TEXTES.lieuAbsent} />,
    },
    {
      key: 'entreprise',
      header: 'Entreprise',
      cardRole: 'detail',
      render: (o) => <OrPlaceholder value={o.entreprise} placeholder={TEXTES.entrepriseAbsente} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      cardRole: 'actions',
      render: (o) => (
        <ActionsMenu label={`Actions pour ${offreTitle(o)}`} actions={offreActions(o, handlers)} />
      ),
    },
  ];
}
