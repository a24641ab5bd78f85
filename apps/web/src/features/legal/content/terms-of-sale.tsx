import { ADULT_AGE, NBSP } from '@declic/domain';
import { List, P } from '../components/prose';
import { SupportEmailLink } from '../components/site-config-values';
import { LEGAL_TEXT } from '../facts';
import type { LegalPart } from '../legal-part';

/** Conditions générales de vente: the two paid offers, sold once online payment is open. */
export const TERMS_OF_SALE: LegalPart = {
  id: 'cgv',
  title: 'Conditions générales de vente (CGV)',
  articles: [
    {
      id: 'cgv-offres',
      title: 'Offres et prix',
      content: (
        <>
          <P>
            Les niveaux 1 à {LEGAL_TEXT.freeLevelLimit} de Déclic sont gratuits. Deux offres payantes ouvrent
            les niveaux suivants :
          </P>
          <List
            items={[
              `un parcours premium, au prix de ${LEGAL_TEXT.premiumPathPrice}, payé une seule fois ;`,
              `un abonnement mensuel, au prix de ${LEGAL_TEXT.monthlyPrice}.`,
            ]}
          />
          <P>
            Tant que le paiement en ligne n’est pas ouvert (la page des offres le dit), aucune offre n’est
            vendue. Les prix sont indiqués en euros, toutes taxes comprises. Le contenu exact de chaque offre
            est présenté avant toute commande ; seules s’appliquent les conditions en vigueur au jour de la
            commande.
          </P>
        </>
      ),
    },
    {
      id: 'cgv-mineurs',
      title: 'Commande par un mineur',
      content: (
        <>
          <P>
            Une personne de moins de {LEGAL_TEXT.minimumAge} ne peut souscrire une offre payante qu’avec le
            consentement d’un titulaire de l’autorité parentale, qui valide la commande et le moyen de
            paiement.
          </P>
          <P>
            Dans Déclic, toute commande d’un élève de moins de {ADULT_AGE}
            {NBSP}ans est passée par un parent : l’élève lui envoie un lien depuis la page des offres ; le
            parent y lit le contenu de l’offre, ses prix et ses droits, coche son accord (gardé avec sa date
            et la version du texte) puis paie lui-même.
          </P>
        </>
      ),
    },
    {
      id: 'cgv-paiement',
      title: 'Paiement',
      content: (
        <P>
          Le paiement s’effectue en ligne chez Stripe, prestataire de paiement sécurisé, dès que la page des
          offres l’indique comme ouvert. Déclic ne voit ni ne conserve jamais les numéros de carte bancaire.
          L’accès s’ouvre dès que Stripe confirme le paiement.
        </P>
      ),
    },
    {
      id: 'cgv-abonnement',
      title: 'Durée et résiliation de l’abonnement',
      content: (
        <P>
          L’abonnement mensuel est renouvelé automatiquement chaque mois. Il peut être résilié à tout moment,
          sans frais, depuis l’espace client Stripe (bouton « Gérer le paiement et les factures » du profil ou
          de la page des offres) ; la résiliation prend effet à la fin du mois en cours, déjà payé. Le
          parcours premium, payé une seule fois, ne se renouvelle pas.
        </P>
      ),
    },
    {
      id: 'cgv-retractation',
      title: 'Droit de rétractation',
      content: (
        <P>
          Conformément au Code de la consommation, l’acheteur dispose d’un délai de 14{NBSP}jours à compter de
          la commande pour se rétracter, sans avoir à se justifier, en écrivant à <SupportEmailLink />. S’il
          demande à accéder immédiatement au contenu numérique, il renonce expressément à ce droit une fois
          l’accès commencé ; cette renonciation lui est demandée de façon explicite avant le paiement.
        </P>
      ),
    },
    {
      id: 'cgv-garanties',
      title: 'Garanties, réclamations et médiation',
      content: (
        <P>
          Les garanties légales de conformité des contenus et services numériques s’appliquent. Toute
          réclamation peut être adressée à <SupportEmailLink />. En l’absence de solution amiable, l’acheteur
          consommateur peut recourir gratuitement à un médiateur de la consommation, dont les coordonnées
          seront indiquées ici à l’ouverture des offres payantes.
        </P>
      ),
    },
  ],
};
