import { CONSENT_AGE, LEVELS_BEFORE_CONSENT } from '@declic/domain';
import { ParentRequestPanel } from '../../../components/parent-request/parent-request-panel';
import { useResendConsent, useSignupConsent } from '../api/consent';

/** Shown in the app while a student under 15 waits for their parent's consent. */
export function ConsentBanner() {
  const consent = useSignupConsent();
  const resend = useResendConsent();
  if (!consent.data?.awaitingParent) return null;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 pt-6">
      <ParentRequestPanel
        title="Ton inscription attend l’accord d’un parent"
        intro={
          <p>
            Tu as moins de {CONSENT_AGE}&nbsp;ans&#8239;: un parent doit confirmer ton inscription. En
            attendant, les niveaux 1 à {LEVELS_BEFORE_CONSENT} sont ouverts&#8239;; la suite s’ouvre dès son
            accord.
          </p>
        }
        request={consent.data.request}
        send={resend}
      />
    </div>
  );
}
