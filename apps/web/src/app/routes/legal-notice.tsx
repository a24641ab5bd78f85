import { LegalDocument } from '../../features/legal/components/legal-document';
import { LEGAL_NOTICE } from '../../features/legal/content/legal-notice';
import { usePageTitle } from '../../lib/use-page-title';

export default function LegalNoticePage() {
  usePageTitle('Mentions légales');
  return (
    <LegalDocument
      title="Mentions légales"
      intro="Qui édite Déclic, qui l’héberge et comment nous joindre."
      parts={[LEGAL_NOTICE]}
      other={{
        to: '/legal/conditions',
        title: 'Conditions d’utilisation, de vente et confidentialité',
        description:
          'Les règles du service, les offres payantes prévues et la protection des données personnelles.',
      }}
    />
  );
}
