import {
  ADULT_AGE,
  CONSENT_AGE,
  CONSENT_REMINDER_DAYS,
  frenchList,
  LEVELS_BEFORE_CONSENT,
  UNCONFIRMED_CONSENT_DELETION_DAYS,
} from '@declic/domain';
import { ExternalLink, List, P, TextLink } from '../components/prose';
import { SupportEmailLink, WithSiteConfig } from '../components/site-config-values';
import { LEGAL_TEXT } from '../facts';
import type { LegalPart } from '../legal-part';

/** Politique de confidentialité (RGPD). */
export const PRIVACY_POLICY: LegalPart = {
  id: 'confidentialite',
  title: 'Politique de confidentialité',
  articles: [
    {
      id: 'conf-responsable',
      title: 'Responsable du traitement',
      content: (
        <>
          <P>Les données personnelles traitées dans Déclic sont sous la responsabilité de :</P>
          <WithSiteConfig>
            {({ publisher }) => (
              <P>
                {publisher.name}, {publisher.legalForm}, {publisher.address}.
              </P>
            )}
          </WithSiteConfig>
          <P>
            Pour toute question sur vos données, écrivez à <SupportEmailLink />.
          </P>
        </>
      ),
    },
    {
      id: 'conf-donnees',
      title: 'Données collectées',
      content: (
        <>
          <P>Déclic ne collecte que les données utiles au service :</P>
          <List
            items={[
              'compte : adresse e-mail et mot de passe, conservé uniquement sous une forme chiffrée irréversible ;',
              'profil : prénom, nom, âge, genre, département, établissement, téléphone (facultatif) et avatar ;',
              'parcours : réponses aux questionnaires et aux tests, résultats, niveaux et points d’expérience ;',
              'contenus : messages du chat, lettres de motivation et échanges avec le conseiller virtuel ;',
              'accord d’un parent : son adresse e-mail, la date de son accord ou de son retrait et la version du texte accepté (moins de 15 ans, ou paiement par un parent) ;',
              'données techniques : journaux de connexion et de sécurité (adresse IP, date, page demandée).',
            ]}
          />
          <P>
            Le micro n’est utilisé que pendant les exercices oraux, après l’autorisation donnée dans le
            navigateur.
          </P>
        </>
      ),
    },
    {
      id: 'conf-parents',
      title: 'Moins de 15 ans et parents',
      content: (
        <>
          <P>
            Avant {CONSENT_AGE}&nbsp;ans, l’inscription demande l’adresse e-mail d’un parent. Le lien lui est
            envoyé dès que l’élève a confirmé sa propre adresse, puis rappelé au bout de{' '}
            {frenchList(CONSENT_REMINDER_DAYS.map((days) => `${days}\u00a0jours`))}. En attendant son accord,
            seuls les niveaux 1 à {LEVELS_BEFORE_CONSENT} sont ouverts. Sans accord au bout de{' '}
            {UNCONFIRMED_CONSENT_DELETION_DAYS}&nbsp;jours, le compte et ses données sont effacés.
          </P>
          <P>
            Nous gardons la trace de l’accord (adresse du parent, date, version du texte) tant que le compte
            existe. Le parent peut retirer son accord à tout moment avec le lien de son e-mail&#8239;: le
            compte est alors suspendu (sessions fermées, connexion refusée) jusqu’à un nouvel accord.
          </P>
          <P>
            Avant {ADULT_AGE}&nbsp;ans, c’est un parent qui paie les offres payantes&#8239;: il reçoit un
            lien, donne son accord puis paie chez Stripe. Les données de carte ne passent jamais par Déclic.
          </P>
        </>
      ),
    },
    {
      id: 'conf-classes',
      title: 'Classes et enseignants',
      content: (
        <>
          <P>
            Un enseignant ouvre un espace avec son adresse professionnelle&#8239;: une adresse académique est
            acceptée après sa confirmation, toute autre adresse attend la vérification de l’équipe. Nous
            gardons son nom, son adresse, son établissement et les classes qu’il crée.
          </P>
          <P>
            Un élève ne rejoint une classe qu’avec le code donné par son enseignant, après avoir lu ce que
            celui-ci verra. Avant {CONSENT_AGE}&nbsp;ans, il faut en plus l’accord d’un parent. L’enseignant
            voit toujours le prénom et l’initiale du nom, le niveau et les points d’expérience, la date de la
            dernière activité, si le questionnaire est fini (jamais les réponses) et si les niveaux demandés à
            la classe sont terminés. Il ne voit les métiers choisis, les formations gardées, la liste de vœux
            Parcoursup ou la feuille de route que si l’élève allume leur partage, un par un&#8239;; tout est
            éteint au départ. Il ne voit jamais les réponses au questionnaire, le chat, les lettres, le CV ni
            le texte de l’analyse.
          </P>
          <P>
            L’élève peut éteindre un partage ou quitter la classe à tout moment, depuis son profil&#8239;: ce
            qui était partagé cesse aussitôt. L’appartenance aux classes et les choix de partage figurent dans
            l’export des données, et sont effacés avec le compte.
          </P>
          <P>
            Quand l’enseignant demande un niveau pour une date, l’élève en est prévenu dans l’application,
            puis reçoit deux rappels (trois jours avant et la veille) s’il ne l’a pas terminé. Ces avis
            figurent dans l’export des données&#8239;; ils sont effacés avec le compte, ou dès que l’élève
            quitte la classe.
          </P>
          <P>
            Une licence de classe peut être payée par l’enseignant ou l’établissement, chez Stripe&#8239;:
            nous gardons la classe, le nombre d’élèves, le montant et les références du paiement, jamais les
            données de carte. Les élèves de la classe ont alors les niveaux payants jusqu’au 31&nbsp;août de
            l’année scolaire, même s’ils quittent la classe avant. Ce droit figure dans l’export des données
            de l’élève et s’efface avec son compte.
          </P>
        </>
      ),
    },
    {
      id: 'conf-finalites',
      title: 'Finalités et bases légales',
      content: (
        <List
          items={[
            'fournir le service, personnaliser l’analyse et suivre la progression : exécution des conditions d’utilisation ;',
            'modérer le chat et protéger les utilisateurs mineurs : intérêt légitime et obligations légales ;',
            'assurer la sécurité du service et prévenir les abus : intérêt légitime ;',
            'permettre à un enseignant de suivre sa classe, avec ce que chaque élève choisit de partager : exécution des conditions d’utilisation, à la demande de l’élève qui rejoint la classe ;',
            'gérer les commandes et la facturation, à l’ouverture des offres payantes : exécution du contrat et obligations légales.',
          ]}
        />
      ),
    },
    {
      id: 'conf-duree',
      title: 'Durée de conservation',
      content: (
        <P>
          Les données sont conservées pendant {LEGAL_TEXT.retention} après la dernière activité sur le compte,
          puis supprimées ou rendues anonymes. Un compte supprimé par son titulaire est effacé sans attendre
          ce délai. Les journaux techniques sont conservés un an au plus. Les pièces comptables liées aux
          offres payantes sont conservées pendant la durée imposée par la loi.
        </P>
      ),
    },
    {
      id: 'conf-droits',
      title: 'Vos droits',
      content: (
        <>
          <P>Conformément au RGPD, vous disposez des droits suivants sur vos données :</P>
          <List
            items={[
              'droit d’accès : savoir quelles données sont traitées et en obtenir une copie ;',
              'droit de rectification : corriger des données inexactes ;',
              'droit à l’effacement : faire supprimer vos données ;',
              'droit à la portabilité : récupérer vos données dans un format lisible par une machine ;',
              'droit d’opposition et droit à la limitation du traitement ;',
              'droit de définir des directives sur le sort de vos données après votre décès.',
            ]}
          />
          <P>
            La rubrique « Mes données » de votre profil vous permet de télécharger toutes vos données ou de
            les supprimer, à tout moment et sans justification. Pour toute autre demande, écrivez à{' '}
            <SupportEmailLink /> : une réponse vous est apportée dans un délai de {LEGAL_TEXT.rightsDelay}.
          </P>
          <P>
            Un utilisateur mineur peut exercer ces droits lui-même. Pour un utilisateur de moins de{' '}
            {LEGAL_TEXT.minimumAge}, un titulaire de l’autorité parentale peut aussi les exercer.
          </P>
        </>
      ),
    },
    {
      id: 'conf-destinataires',
      title: 'Destinataires et hébergement',
      content: (
        <P>
          Les données sont accessibles aux seules personnes de l’équipe Déclic qui en ont besoin, et à nos
          sous-traitants techniques : l’hébergeur indiqué dans les{' '}
          <TextLink to="/legal/mentions-legales">mentions légales</TextLink>, le service d’envoi d’e-mails et,
          à l’ouverture des offres payantes, le prestataire de paiement. Ils sont tenus par contrat de
          protéger ces données. Les données ne sont jamais vendues ni utilisées à des fins publicitaires.
        </P>
      ),
    },
    {
      id: 'conf-ia',
      title: 'Intelligence artificielle',
      content: (
        <>
          <P>
            Par défaut, les textes générés (analyses, fiches métiers, lettres, réponses du conseiller virtuel)
            sont produits par un moteur intégré qui fonctionne sur les serveurs de Déclic : aucune donnée
            n’est transmise à un tiers.
          </P>
          <P>
            Si l’éditeur active un fournisseur d’intelligence artificielle externe, seules les informations
            nécessaires à la demande lui sont transmises (par exemple vos réponses et le métier visé), jamais
            votre adresse e-mail ni votre mot de passe. Ce fournisseur est alors nommé dans cette politique.
            Il ne peut pas utiliser ces données pour entraîner ses modèles. Si elles quittent l’Union
            européenne, le transfert est encadré par les garanties prévues par le RGPD.
          </P>
        </>
      ),
    },
    {
      id: 'conf-cookies',
      title: 'Cookies',
      content: (
        <P>
          Déclic n’utilise qu’un cookie de session, strictement nécessaire pour vous garder connecté de façon
          sécurisée, et le stockage local de votre navigateur pour la même raison. Ils ne demandent pas de
          consentement. Aucun cookie publicitaire, de mesure d’audience ou de réseau social n’est déposé.
        </P>
      ),
    },
    {
      id: 'conf-securite',
      title: 'Sécurité',
      content: (
        <P>
          Les échanges avec Déclic sont chiffrés (HTTPS). Les mots de passe sont stockés sous une forme
          chiffrée irréversible. L’accès aux données est réservé aux seules personnes qui en ont besoin. En
          cas de violation de données présentant un risque, la CNIL et les personnes concernées sont informées
          dans les délais prévus par la loi.
        </P>
      ),
    },
    {
      id: 'conf-cnil',
      title: 'Réclamation auprès de la CNIL',
      content: (
        <P>
          Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la
          Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334
          Paris Cedex 07, ou en ligne sur <ExternalLink href="https://www.cnil.fr">cnil.fr</ExternalLink>.
        </P>
      ),
    },
  ],
};
