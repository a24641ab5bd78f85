import type { AnswerValue } from '@declic/domain';
import { AVATAR_SIZES } from '@declic/domain';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AvatarPicture } from '../../components/avatar/avatar-picture';
import { PublicLayout } from '../../components/layouts/public-layout';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { storedAvatarOrDefault } from '../../features/avatar/hooks/stored-avatar';
import { useQuestions } from '../../features/questionnaire/api/get-questions';
import { submitAnswers } from '../../features/questionnaire/api/submit-answers';
import { QuestionnaireRunner } from '../../features/questionnaire/components/questionnaire-runner';
import { clearAnswerCache } from '../../features/questionnaire/hooks/use-answer-cache';
import { TEXTES } from '../../features/questionnaire/textes';
import { ApiRequestError } from '../../lib/api-client';
import { lastRenewalUnreachable, restoreSession } from '../../lib/auth/session';
import { useOnline } from '../../lib/use-online';
import { usePageTitle } from '../../lib/use-page-title';

/** /questionnaire (visitors) and /app/questionnaire (signed in): the orientation questionnaire. */
export default function QuestionnairePage() {
  usePageTitle('Questionnaire d’orientation');
  const inApp = useLocation().pathname.startsWith('/app');
  const navigate = useNavigate();
  const questions = useQuestions();
  const [avatar] = useState(storedAvatarOrDefault);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const online = useOnline();
  // Finished without a connection: the answers wait here (and in this browser's storage).
  const [waiting, setWaiting] = useState<Record<string, AnswerValue> | null>(null);

  const finish = useCallback(
    async (answers: Record<string, AnswerValue>) => {
      setError(null);
      if (!navigator.onLine) return setWaiting(answers);
      setSubmitting(true);
      try {
        // Submitting needs a valid session; without one, the answers go with the registration.
        if (!(await restoreSession())) {
          // No server to ask is not "signed out": keep the answers here rather than send to sign-up.
          if (!lastRenewalUnreachable()) return navigate('/register?after=results');
          if (!navigator.onLine) return setWaiting(answers);
          return setError(TEXTES.sendFailed);
        }
        await submitAnswers(answers);
        clearAnswerCache();
        navigate('/app/results');
      } catch (failure) {
        if (failure instanceof ApiRequestError && failure.status === 401)
          return navigate('/register?after=results');
        // The connection dropped while sending: wait for it like above.
        if (!(failure instanceof ApiRequestError) && !navigator.onLine) return setWaiting(answers);
        setError(failure instanceof ApiRequestError ? failure.message : TEXTES.sendFailed);
      } finally {
        setSubmitting(false);
      }
    },
    [navigate],
  );

  // The connection is back: the waiting answers leave on their own.
  useEffect(() => {
    if (!online || !waiting) return;
    setWaiting(null);
    void finish(waiting);
  }, [online, waiting, finish]);

  const content = (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold sm:text-4xl">Questionnaire d’orientation</h1>
        <p className="text-ink-soft">
          Réponds comme tu le sens : il n’y a pas de bonne réponse. « Je ne sais pas » est une vraie réponse :
          elle compte comme le milieu, ni pour ni contre.
        </p>
      </header>
      {waiting ? (
        <Alert tone="info">{TEXTES.waitingForConnection}</Alert>
      ) : online ? null : (
        <p role="status" className="text-ink-soft">
          {TEXTES.offline}
        </p>
      )}
      {questions.isPending ? (
        <p role="status" className="text-ink-soft">
          {TEXTES.loading}
        </p>
      ) : questions.isError || !questions.data?.length ? (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">{TEXTES.loadFailed}</Alert>
          <Button variant="secondary" onClick={() => questions.refetch()}>
            {TEXTES.retry}
          </Button>
        </div>
      ) : (
        <QuestionnaireRunner
          questions={questions.data}
          avatar={
            <AvatarPicture
              config={avatar}
              size={AVATAR_SIZES.saved}
              alt="Ton avatar"
              className="h-auto w-full"
            />
          }
          submitting={submitting}
          error={error}
          onFinish={finish}
        />
      )}
    </div>
  );
  // Inside /app the shell provides the main region.
  return inApp ? content : <PublicLayout>{content}</PublicLayout>;
}
