import { LegalDocument } from '../../features/legal/components/legal-document';
import { PRIVACY_POLICY } from '../../features/legal/content/privacy-policy';
import { TERMS_OF_SALE } from '../../features/legal/content/terms-of-sale';
import { TERMS_OF_USE } from '../../features/legal/content/terms-of-use';
import { usePageTitle } from '../../lib/use-page-title';

export default function LegalConditionsPage() {
  usePageTitle('Conditions d’utilisation, de vente et confidentialité');
  return (
    <LegalDocument
      title="Conditions d’utilisation, de vente et politique de confidentialité"
      intro="Les règles d’utilisation de Déclic, les conditions des offres payantes prévues et la façon dont nous protégeons les données de chaque utilisateur."
      parts={[TERMS_OF_USE, TERMS_OF_SALE, PRIVACY_POLICY]}
      other={{
        to: '/legal/mentions-legales',
        title: 'Mentions légales',
        description: 'L’identité de l’éditeur et de l’hébergeur de Déclic, et comment les contacter.',
      }}
    />
  );
}
