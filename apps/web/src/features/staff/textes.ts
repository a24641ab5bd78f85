import { formatNumber, NBSP } from '@declic/domain';

export const TEXTES = {
  title: 'Espace équipe',
  staffOnly: 'Cet espace est réservé à l’équipe Déclic.',
  findTitle: 'Trouver un compte',
  email: 'Adresse e-mail ou nom',
  emailHint: 'Une adresse complète ouvre le compte ; un bout de nom ou d’adresse liste les comptes.',
  noMatch: 'Aucun compte ne correspond.',
  open: 'Ouvrir',
  find: 'Chercher ce compte',
  level: (level: number) => `Niveau ${level}`,
  paid: (isPaid: boolean) => (isPaid ? 'Accès payant' : 'Accès gratuit'),
  paidOrigin: {
    equipe: 'donné par l’équipe',
    parent: 'payé par un parent',
    paiement: 'payé par l’élève',
    licence: 'licence de classe',
  },
  consent: {
    accord: 'Accord parental donné',
    demande: 'Accord parental demandé',
    retire: 'Accord parental retiré',
  },
  staff: 'Membre de l’équipe',
  reason: 'Raison (gardée dans le journal)',
  reasonHint: 'Par exemple\u202f: «\u202fBourse du lycée Ampère\u202f», «\u202fGeste après une panne\u202f».',
  grant: 'Donner l’accès payant',
  revoke: 'Retirer l’accès payant',
  makeStaff: 'Ajouter à l’équipe',
  removeStaff: 'Retirer de l’équipe',
  reasonMissing: 'Dis pourquoi\u202f: la raison est gardée dans le journal de l’équipe.',
  saved: 'C’est fait\u202f: le journal garde l’action et sa raison.',
  auditTitle: 'Journal des actions',
  auditEmpty: 'Aucune action pour l’instant.',
  auditHeaders: ['Quand', 'Qui', 'Action', 'Compte', 'Raison'] as const,
  atTheServer: 'Commande sur le serveur',
  /** An audit line in words, from its action and details. */
  action(action: string, details: Record<string, unknown>): string {
    const on = details.value === true;
    switch (action) {
      case 'niveau':
        return `Niveau ${String(details.from ?? '?')} → ${String(details.to ?? '?')}`;
      case 'acces_payant':
        return on ? 'Accès payant donné' : 'Accès payant retiré';
      case 'statut_equipe':
        return on ? 'Ajout à l’équipe' : 'Retrait de l’équipe';
      case 'masquer_message':
        return 'Message du chat masqué';
      case 'date_cle':
        return `Date clé enregistrée\u202f: ${String(details.label ?? details.id ?? '')}`;
      case 'date_cle_supprimee':
        return `Date clé retirée\u202f: ${String(details.id ?? '')}`;
      case 'chiffre_date':
        return `Chiffre daté changé\u202f: ${String(details.id ?? '')} = ${JSON.stringify(details.value)}`;
      case 'conseil_publie':
        return 'Conseil d’ancien publié';
      case 'conseil_refuse':
        return 'Conseil d’ancien refusé';
      case 'conseil_retire':
        return 'Conseil d’ancien retiré du mur';
      case 'offre_entreprise_publiee':
        return `Offre d’entreprise publiée\u202f: ${String(details.title ?? '')}`;
      case 'offre_entreprise_refusee':
        return `Offre d’entreprise refusée\u202f: ${String(details.title ?? '')}`;
      case 'entreprise_suspendue':
        return `Entreprise suspendue\u202f: ${String(details.organisation ?? '')}`;
      case 'article_blog':
        return `Article du blog enregistré\u202f: ${String(details.slug ?? '')} (${details.status === 'publie' ? 'publié' : 'brouillon'})`;
      case 'import_lance':
        return `Import lancé\u202f: ${String(details.importer ?? '')}`;
      case 'export_donnees':
        return 'Données exportées à la demande de la personne';
      case 'suppression_compte':
        return 'Compte supprimé à la demande de la personne';
      case 'renvoi_confirmation':
        return 'E-mail de confirmation renvoyé';
      case 'signalement_entreprise_classe':
        return 'Signalement d’entreprise classé';
      case 'entreprise_retablie':
        return `Suspension levée\u202f: ${String(details.organisation ?? '')}`;
      case 'enseignant_ouvert':
        return details.from === 'suspended' ? 'Espace enseignant rouvert' : 'Espace enseignant ouvert';
      case 'enseignant_suspendu':
        return 'Espace enseignant suspendu';
      case 'classe_archivee':
        return `Classe archivée\u202f: ${String(details.name ?? '')}`;
      default:
        return action;
    }
  },
} as const;

/** The « Enseignants » screen: teacher accounts by status, their classes, the staff's decisions. */
export const TEACHER_TEXTES = {
  title: 'Enseignants',
  intro:
    'Une adresse académique ouvre l’espace dès la confirmation. Les autres adresses attendent ici\u202f: vérifie auprès de l’établissement avant d’ouvrir.',
  tabsLabel: 'Comptes enseignants par statut',
  tabs: { pending_approval: 'En attente', active: 'Actifs', suspended: 'Suspendus' },
  listLabel: {
    pending_approval: 'Enseignants en attente',
    active: 'Enseignants actifs',
    suspended: 'Enseignants suspendus',
  },
  empty: {
    pending_approval: 'Aucun compte n’attend.',
    active: 'Aucun compte actif.',
    suspended: 'Aucun compte suspendu.',
  },
  status: {
    pending_approval: 'En attente de vérification',
    active: 'Espace ouvert',
    suspended: 'Espace suspendu',
  },
  academic: (academic: boolean) => (academic ? 'Adresse académique' : 'Adresse non académique'),
  uai: (uai: string) => `UAI ${uai}`,
  registered: (date: string) => `Inscription le ${date}`,
  reason: 'Raison (gardée dans le journal)',
  reasonHint:
    'Par exemple\u202f: «\u202fVérifiée auprès du secrétariat du lycée\u202f». Elle sert aussi pour archiver une classe.',
  reasonMissing: 'Dis pourquoi, en 3\u00a0caractères au moins\u202f: la raison est gardée dans le journal.',
  open: 'Ouvrir l’espace',
  suspend: 'Suspendre',
  reopen: 'Rouvrir',
  done: {
    open: (name: string) => `Espace de ${name} ouvert\u202f: un e-mail le lui annonce.`,
    reopen: (name: string) => `Espace de ${name} rouvert\u202f: un e-mail le lui annonce.`,
    suspend: (name: string) => `Espace de ${name} suspendu\u202f: ses classes et leurs codes sont fermés.`,
  },
  showClasses: 'Voir ses classes',
  hideClasses: 'Masquer ses classes',
  classesLabel: (name: string) => `Classes de ${name}`,
  noClasses: 'Aucune classe pour l’instant.',
  students: (count: number) =>
    count === 0 ? 'aucun élève' : `${formatNumber(count)}${NBSP}élève${count > 1 ? 's' : ''}`,
  codeUntil: (date: string) => `code valable jusqu’au ${date}`,
  codeExpired: (date: string) => `code expiré depuis le ${date}`,
  archived: 'Archivée',
  archive: 'Archiver la classe',
  archiveDone: (name: string) => `Classe «\u202f${name}\u202f» archivée\u202f: son code ne sert plus.`,
} as const;
