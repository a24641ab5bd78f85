import { LEVELS_BEFORE_CONSENT } from '@declic/domain';
import { List, P, TextLink } from '../components/prose';
import { SupportEmailLink } from '../components/site-config-values';
import { LEGAL_TEXT } from '../facts';
import type { LegalPart } from '../legal-part';

/** Conditions générales d’utilisation. */
export const TERMS_OF_USE: LegalPart = {
  id: 'cgu',
  title: 'Conditions générales d’utilisation (CGU)',
  articles: [
    {
      id: 'cgu-objet',
      title: 'Objet',
      content: (
        <>
          <P>
            Déclic est un service en ligne d’aide à l’orientation scolaire et professionnelle, conçu
            principalement pour les élèves et étudiants de {LEGAL_TEXT.audience}. Il propose un avatar, des
            questionnaires, des tests, des niveaux à débloquer, des catalogues de formations et d’offres
            d’emploi, une aide à la rédaction de lettres de motivation et des espaces de discussion.
          </P>
          <P>
            Les présentes conditions encadrent l’utilisation du service. Créer un compte ou utiliser Déclic
            vaut acceptation de ces conditions.
          </P>
        </>
      ),
    },
    {
      id: 'cgu-acces',
      title: 'Accès au service et gratuité',
      content: (
        <>
          <P>À ce jour, l’accès à Déclic est entièrement gratuit.</P>
          <P>
            Des offres payantes sont prévues : un parcours premium à {LEGAL_TEXT.premiumPathPrice} payé une
            seule fois et un abonnement à {LEGAL_TEXT.monthlyPrice}. Les niveaux 1 à{' '}
            {LEGAL_TEXT.freeLevelLimit} resteront gratuits ; les niveaux suivants feront partie de ces offres.
            Aucune somme ne peut être demandée avant leur ouverture, décrite dans les{' '}
            <TextLink to="/legal/conditions#cgv">conditions générales de vente</TextLink>.
          </P>
          <P>
            Certaines fonctionnalités se débloquent au fil des niveaux atteints. Le service est en version
            alpha : il évolue souvent et peut connaître des interruptions, notamment pour maintenance.
          </P>
        </>
      ),
    },
    {
      id: 'cgu-age',
      title: 'Âge minimum et accord des parents',
      content: (
        <>
          <P>
            La version gratuite de Déclic peut être utilisée sans l’accord des parents à partir de{' '}
            {LEGAL_TEXT.minimumAge}.
          </P>
          <P>
            Avant {LEGAL_TEXT.minimumAge}, l’inscription nécessite l’accord d’un titulaire de l’autorité
            parentale, conformément à la loi Informatique et Libertés. La souscription d’une offre payante par
            une personne de moins de {LEGAL_TEXT.minimumAge} exige toujours le consentement d’un titulaire de
            l’autorité parentale.
          </P>
          <P>
            Concrètement, l’élève de moins de {LEGAL_TEXT.minimumAge} indique à l’inscription l’adresse e-mail
            d’un parent, qui reçoit un lien pour donner (ou plus tard retirer) son accord. En attendant, seuls
            les niveaux 1 à {LEVELS_BEFORE_CONSENT} sont ouverts. Le détail est dans la{' '}
            <TextLink to="/legal/conditions#conf-parents">politique de confidentialité</TextLink>.
          </P>
        </>
      ),
    },
    {
      id: 'cgu-compte',
      title: 'Compte utilisateur',
      content: (
        <>
          <P>
            Pour accéder à l’espace personnel, l’utilisateur crée un compte avec une adresse e-mail valide,
            qu’il confirme grâce au lien reçu. Il s’engage à :
          </P>
          <List
            items={[
              'fournir des informations exactes et les tenir à jour ;',
              'garder son mot de passe secret et ne pas partager son compte ;',
              'ne créer qu’un seul compte personnel ;',
              'prévenir l’éditeur sans délai en cas d’utilisation frauduleuse de son compte.',
            ]}
          />
        </>
      ),
    },
    {
      id: 'cgu-enseignants',
      title: 'Espace enseignant',
      content: (
        <>
          <P>
            Un espace enseignant est réservé aux personnels de l’éducation. Il s’ouvre avec une adresse
            académique confirmée, ou après vérification par l’équipe Déclic pour toute autre adresse&#8239;;
            l’équipe peut le suspendre en cas d’usage contraire à ces conditions.
          </P>
          <P>
            L’enseignant utilise ce qu’il voit de ses élèves pour les accompagner dans leur orientation, et
            pour rien d’autre. Il ne voit que ce que chaque élève a choisi de partager, et un élève peut
            quitter la classe à tout moment.
          </P>
        </>
      ),
    },
    {
      id: 'cgu-conduite',
      title: 'Règles de conduite et modération du chat',
      content: (
        <>
          <P>
            Le chat réunit des utilisateurs dont beaucoup sont mineurs. Pour que chacun s’y sente en sécurité,
            il est interdit d’y publier :
          </P>
          <List
            items={[
              'des propos insultants, haineux, discriminatoires, violents ou à caractère sexuel ;',
              'du harcèlement, des menaces ou des moqueries visant une personne ;',
              'des coordonnées personnelles (adresse, téléphone, réseaux sociaux), les siennes ou celles d’autrui ;',
              'des contenus illicites, de la publicité ou des liens trompeurs.',
            ]}
          />
          <P>
            Les messages sont modérés : l’éditeur peut retirer tout message contraire à ces règles et
            suspendre ou supprimer le compte de son auteur. Chacun peut signaler un message ou un comportement
            à <SupportEmailLink />. Les signalements concernant un mineur en danger sont traités en priorité
            et, si nécessaire, transmis aux autorités compétentes.
          </P>
          <P>
            Conseil de prudence : ne partage jamais tes coordonnées et ne rencontre jamais une personne connue
            en ligne sans en parler à un adulte de confiance.
          </P>
        </>
      ),
    },
    {
      id: 'cgu-ia',
      title: 'Contenus générés automatiquement',
      content: (
        <>
          <P>
            Certaines fonctionnalités produisent des textes automatiquement : analyse des résultats, portrait
            de personnalité, fiches métiers, lettres de motivation, conseiller virtuel du chat.
          </P>
          <P>
            Par défaut, ces textes sont produits par un moteur intégré à Déclic, qui fonctionne sur ses
            propres serveurs sans envoyer de données à un tiers. L’éditeur peut activer un fournisseur
            d’intelligence artificielle externe pour améliorer ces textes ; la{' '}
            <TextLink to="/legal/conditions#conf-ia">politique de confidentialité</TextLink> précise alors les
            données transmises.
          </P>
          <P>
            Ces contenus sont des suggestions : ils peuvent contenir des erreurs et ne remplacent pas l’avis
            d’un professionnel de l’orientation. L’utilisateur reste libre de ses choix.
          </P>
        </>
      ),
    },
    {
      id: 'cgu-contenus',
      title: 'Propriété des contenus',
      content: (
        <P>
          L’utilisateur reste titulaire des contenus qu’il crée (réponses, messages, lettres). Il autorise
          l’éditeur à les héberger et à les afficher dans le service, pour la seule durée nécessaire à son
          fonctionnement. Les éléments propres à Déclic restent la propriété de l’éditeur, comme l’indiquent
          les <TextLink to="/legal/mentions-legales">mentions légales</TextLink>.
        </P>
      ),
    },
    {
      id: 'cgu-responsabilite',
      title: 'Responsabilité',
      content: (
        <P>
          L’éditeur met en œuvre les moyens raisonnables pour assurer un service fiable et sécurisé, sans
          garantir l’absence d’erreur ou d’interruption. Les informations sur les métiers, les formations et
          les offres d’emploi proviennent de sources publiques et peuvent évoluer : il est recommandé de les
          vérifier auprès de l’organisme concerné avant toute démarche.
        </P>
      ),
    },
    {
      id: 'cgu-fin',
      title: 'Suppression du compte',
      content: (
        <P>
          L’utilisateur peut supprimer son compte à tout moment depuis la rubrique « Mes données » de son
          profil. L’éditeur peut suspendre ou supprimer un compte en cas de manquement grave aux présentes
          conditions, après avoir, sauf urgence, invité l’utilisateur à s’expliquer.
        </P>
      ),
    },
    {
      id: 'cgu-droit',
      title: 'Modification des conditions et droit applicable',
      content: (
        <>
          <P>
            Les présentes conditions peuvent évoluer. La date de la version en vigueur figure en haut de cette
            page ; toute modification importante est signalée dans l’application.
          </P>
          <P>
            Les présentes conditions sont soumises au droit français. En cas de litige, une solution amiable
            est recherchée en priorité, en écrivant à <SupportEmailLink />. À défaut, les tribunaux français
            compétents peuvent être saisis.
          </P>
        </>
      ),
    },
  ],
};
