import { NBSP } from '@declic/domain';
import { List, P } from '../components/prose';
import { SupportEmailLink } from '../components/site-config-values';
import { LEGAL_TEXT } from '../facts';
import type { LegalPart } from '../legal-part';

/** Conditions générales de vente: the planned paid offers, none of which is sold yet. */
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
            À ce jour, aucune offre payante n’est commercialisée : l’accès à Déclic est gratuit. Deux offres
            payantes sont prévues :
          </P>
          <List
            items={[
              `un parcours premium, au prix de ${LEGAL_TEXT.premiumPathPrice}, payé une seule fois ;`,
              `un abonnement mensuel, au prix de ${LEGAL_TEXT.monthlyPrice}.`,
            ]}
          />
          <P>
            Les prix sont indiqués en euros, toutes taxes comprises. Le contenu exact de chaque offre est
            présenté avant toute commande ; seules s’appliquent les conditions en vigueur au jour de la
            commande.
          </P>
        </>
      ),
    },
    {
      id: 'cgv-mineurs',
      title: 'Commande par un mineur',
      content: (
        <P>
          Une personne de moins de {LEGAL_TEXT.minimumAge} ne peut souscrire une offre payante qu’avec le
          consentement d’un titulaire de l’autorité parentale, qui valide la commande et le moyen de paiement.
        </P>
      ),
    },
    {
      id: 'cgv-paiement',
      title: 'Paiement',
      content: (
        <P>
          Le paiement s’effectuera en ligne par l’intermédiaire d’un prestataire de paiement sécurisé. Déclic
          ne conserve jamais les numéros de carte bancaire. Une confirmation de commande et une facture sont
          envoyées par e-mail.
        </P>
      ),
    },
    {
      id: 'cgv-abonnement',
      title: 'Durée et résiliation de l’abonnement',
      content: (
        <P>
          L’abonnement mensuel est renouvelé automatiquement chaque mois. Il peut être résilié à tout moment
          depuis le profil, sans frais ; la résiliation prend effet à la fin du mois en cours, déjà payé. Le
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
