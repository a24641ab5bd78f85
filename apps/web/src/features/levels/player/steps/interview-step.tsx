import {
  answerFeedback,
  INTERVIEW_LENGTH,
  type InterviewStep as InterviewStepDefinition,
  isJury,
} from '@declic/domain';
import { ArrowRight, MessageSquareReply, Play, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { useNextInterviewQuestion } from '../api/interview';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import { AnswerEditor } from '../interview/answer-editor';
import { AnsweredTurn } from '../interview/answered-turn';
import {
  answerPending,
  EMPTY_INTERVIEW,
  type InterviewDraft,
  replaceAnswer,
  savedInterview,
} from '../interview/interview-draft';
import { QuestionCard } from '../interview/question-card';
import { TargetChooser } from '../interview/target-chooser';
import type { StepProps } from '../step-props';
import { fieldError } from './rule-field';
import { StepCheckPanel } from './step-check-panel';

/** Level 22: a mock interview for one of the student's targets, one question at a time. */
export function InterviewStep({ level, step, stored }: StepProps<InterviewStepDefinition>) {
  const [draft, setDraft] = useStepDraft<InterviewDraft>(
    `${level}.${step.id}`,
    stored?.answer,
    EMPTY_INTERVIEW,
  );
  const interview = { ...EMPTY_INTERVIEW, ...draft };
  const saving = useStepSave(level, step.id, stored);
  const next = useNextInterviewQuestion();
  const questionRef = useRef<HTMLDivElement>(null);
  const [restarting, setRestarting] = useState(false);
  const { target, turns, pending } = interview;
  const asker = target && isJury(target) ? 'Le jury' : 'Le recruteur';
  const finished = turns.length >= INTERVIEW_LENGTH;

  // A new question takes the focus, so that a screen reader reads it at once.
  const pendingId = pending?.question.id;
  useEffect(() => {
    if (pendingId) questionRef.current?.focus();
  }, [pendingId]);

  const askNext = () => {
    if (!target) return;
    next.mutate(
      {
        target: { kind: target.kind, code: target.code },
        turns: turns.map(({ question, answer }) => ({ question, answer })),
      },
      {
        onSuccess: (response) =>
          setDraft((current) => ({ ...current, pending: { ...response, answer: '' } })),
      },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      {turns.length === 0 && !pending ? (
        <>
          <TargetChooser
            name={`${level}-${step.id}-cible`}
            chosen={target}
            jury={step.jury}
            error={fieldError(saving.check?.problems, 'target')}
            onChoose={(chosen) =>
              setDraft({
                ...interview,
                target: { kind: chosen.kind, code: chosen.code, label: chosen.label },
              })
            }
          />
          <Button className="self-start" disabled={!target || next.isPending} onClick={askNext}>
            <Play aria-hidden="true" className="size-5" />
            {next.isPending ? 'Le recruteur s’installe…' : 'Commencer l’entretien'}
          </Button>
        </>
      ) : (
        <p className="flex flex-wrap items-center gap-3">
          <span>
            Entretien pour <span className="font-semibold">{target?.label}</span>
          </span>
          {/* Two clicks: one slip must not wipe the answers written so far. */}
          {restarting ? (
            <>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  setDraft(EMPTY_INTERVIEW);
                  setRestarting(false);
                }}
              >
                Oui, effacer mes réponses
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setRestarting(false)}>
                Non, continuer
              </Button>
            </>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => setRestarting(true)}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Recommencer
            </Button>
          )}
        </p>
      )}

      {turns.length > 0 ? (
        <ol aria-label="Ton entretien" className="flex flex-col gap-6">
          {turns.map((turn, index) => (
            <AnsweredTurn
              key={turn.questionId}
              turn={turn}
              index={index}
              asker={asker}
              feedback={answerFeedback(turn.kind, turn.answer, target?.label ?? '')}
              problem={fieldError(saving.check?.problems, `turn-${index}`)}
              onChange={(answer) =>
                setDraft((current) => replaceAnswer({ ...EMPTY_INTERVIEW, ...current }, index, answer))
              }
            />
          ))}
        </ol>
      ) : null}

      {pending ? (
        <div className="flex flex-col gap-3">
          <div ref={questionRef} tabIndex={-1} className="outline-none">
            <QuestionCard
              number={pending.index + 1}
              total={pending.total}
              asker={asker}
              text={pending.question.text}
              origin={pending.origin}
            />
          </div>
          <AnswerEditor
            value={pending.answer}
            onChange={(answer) =>
              setDraft((current) => ({
                ...current,
                pending: current.pending && { ...current.pending, answer },
              }))
            }
          />
          <Button
            className="self-start"
            disabled={!pending.answer.trim()}
            onClick={() => setDraft(answerPending(interview))}
          >
            <MessageSquareReply aria-hidden="true" className="size-5" />
            Répondre
          </Button>
        </div>
      ) : null}

      {turns.length > 0 && !pending && !finished ? (
        <Button className="self-start" disabled={next.isPending} onClick={askNext}>
          <ArrowRight aria-hidden="true" className="size-5" />
          {next.isPending ? `${asker} réfléchit…` : 'Question suivante'}
        </Button>
      ) : null}

      {next.isError ? (
        <Alert tone="error">{next.error.message} Ton entretien est gardé sur cet appareil : réessaie.</Alert>
      ) : null}

      {finished && !pending ? (
        <StepCheckPanel
          check={saving.check}
          saving={saving.saving}
          error={saving.error}
          saveLabel="Terminer et enregistrer l’entretien"
          onSave={() => saving.save(savedInterview(interview))}
        />
      ) : null}
    </div>
  );
}
