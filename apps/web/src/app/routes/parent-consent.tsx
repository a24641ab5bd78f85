import { LEVELS_BEFORE_CONSENT, UNCONFIRMED_CONSENT_DELETION_DAYS } from '@declic/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { PublicLayout } from '../../components/layouts/public-layout';
import { ParentLinkState } from '../../components/parent-request/parent-link-state';
import { useConsentPage } from '../../features/parental-consent/api/consent';
import { ConsentDecision } from '../../features/parental-consent/components/consent-decision';
import { takeParentToken } from '../../lib/parent-token';
import { usePageTitle } from '../../lib/use-page-title';

/** /parent/accord#jeton=…: a parent allows (or no longer allows) a child under 15 to use Déclic. */
export default function ParentConsentPage() {
  usePageTitle('Accord d’un parent');
  const [token] = useState(() => takeParentToken('accord'));
  const page = useConsentPage(token);
  const name = page.data?.studentFirstName;
  return (
    <PublicLayout>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
        <h1 className="font-display text-3xl font-semibold text-brand-900">
          {name ? `${name} a besoin de votre accord` : 'Accord d’un parent'}
        </h1>
        <ParentLinkState token={token} query={page} />
        {page.data ? (
          <>
            <section aria-labelledby="titre-quoi" className="flex flex-col gap-2">
              <h2 id="titre-quoi" className="font-display text-xl font-semibold text-ink">
                Ce que fait Déclic, ce que nous enregistrons
              </h2>
              <p>
                Déclic aide les jeunes à choisir leur orientation&#8239;: un questionnaire, une analyse de
                profil, des fiches métiers et des niveaux à franchir. Nous enregistrons ce que {name} saisit
                (prénom, âge, département, réponses, progression) pour lui montrer son parcours, jamais pour
                de la publicité.
              </p>
              <p>
                Sans votre accord, seuls les niveaux 1 à {LEVELS_BEFORE_CONSENT} restent ouverts, et le compte
                est effacé au bout de {UNCONFIRMED_CONSENT_DELETION_DAYS}&nbsp;jours. Le détail est dans la{' '}
                <Link to="/legal/conditions#conf-parents" className="font-semibold text-brand-800 underline">
                  politique de confidentialité
                </Link>
                .
              </p>
            </section>
            <ConsentDecision token={token as string} page={page.data} />
          </>
        ) : null}
      </div>
    </PublicLayout>
  );
}
