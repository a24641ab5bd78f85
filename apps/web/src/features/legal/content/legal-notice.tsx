import { List, P, TextLink } from '../components/prose';
import { IdentityList, SupportEmailLink, WithSiteConfig } from '../components/site-config-values';
import type { LegalPart } from '../legal-part';

/** Mentions légales (LCEN, article 6): who publishes Déclic, who hosts it, how to reach them. */
export const LEGAL_NOTICE: LegalPart = {
  id: 'mentions',
  title: 'Mentions légales',
  articles: [
    {
      id: 'editeur',
      title: 'Éditeur du site',
      content: (
        <>
          <P>Le site et l’application Déclic sont édités par :</P>
          <WithSiteConfig>
            {({ publisher, supportEmail }) => (
              <IdentityList
                rows={[
                  { label: 'Nom ou raison sociale', value: publisher.name },
                  { label: 'Forme juridique', value: publisher.legalForm },
                  { label: 'Adresse du siège', value: publisher.address },
                  { label: 'SIRET', value: publisher.siret },
                  { label: 'Directeur ou directrice de la publication', value: publisher.director },
                  { label: 'Contact', value: supportEmail },
                ]}
              />
            )}
          </WithSiteConfig>
        </>
      ),
    },
    {
      id: 'hebergement',
      title: 'Hébergement',
      content: (
        <>
          <P>Le service et les données de ses utilisateurs sont hébergés par :</P>
          <WithSiteConfig>
            {({ publisher }) => (
              <IdentityList
                rows={[
                  { label: 'Hébergeur', value: publisher.host },
                  { label: 'Adresse', value: publisher.hostAddress },
                ]}
              />
            )}
          </WithSiteConfig>
        </>
      ),
    },
    {
      id: 'contact',
      title: 'Nous contacter',
      content: (
        <>
          <P>
            Pour toute question sur le service, pour signaler un contenu illicite ou un comportement
            inapproprié, ou pour exercer vos droits sur vos données, écrivez à <SupportEmailLink />.
          </P>
          <P>
            Depuis l’espace personnel, le lien « Signaler un bug » permet aussi de nous écrire directement.
          </P>
        </>
      ),
    },
    {
      id: 'propriete-intellectuelle',
      title: 'Propriété intellectuelle',
      content: (
        <>
          <P>
            Les textes, questionnaires, illustrations, la mascotte Clic, le logo et la charte graphique de
            Déclic sont protégés par le droit d’auteur et le droit des marques. Toute reproduction ou
            réutilisation, totale ou partielle, sans autorisation écrite de l’éditeur est interdite.
          </P>
          <P>
            Déclic réutilise des données publiques ouvertes (référentiels de métiers, de formations et
            d’offres d’emploi). Ces données restent la propriété de leurs producteurs ; elles sont utilisées
            dans le respect de leurs licences, et leur source est indiquée là où elles apparaissent.
          </P>
        </>
      ),
    },
    {
      id: 'donnees-personnelles',
      title: 'Données personnelles et cookies',
      content: (
        <>
          <P>
            La manière dont Déclic collecte, utilise et protège les données de ses utilisateurs, ainsi que
            leurs droits, sont décrits dans la{' '}
            <TextLink to="/legal/conditions#confidentialite">politique de confidentialité</TextLink>.
          </P>
          <List
            items={[
              'Déclic ne dépose qu’un cookie de session, strictement nécessaire au fonctionnement du service.',
              'Aucun cookie publicitaire ni de mesure d’audience n’est utilisé.',
              'Les données ne sont ni vendues ni louées.',
            ]}
          />
        </>
      ),
    },
  ],
};
