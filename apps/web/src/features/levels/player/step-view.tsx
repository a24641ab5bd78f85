import type { LevelStep } from '@declic/domain';
import type { ComponentType } from 'react';
import type { StepProps } from './step-props';
import { AdviceStep } from './steps/advice-step';
import { AidsStep } from './steps/aids-step';
import { ApprenticePayStep } from './steps/apprentice-pay-step';
import { BreathingStep } from './steps/breathing-step';
import { BudgetStep } from './steps/budget-step';
import { CalendarStep } from './steps/calendar-step';
import { CertificateStep } from './steps/certificate-step';
import { ChecklistStep } from './steps/checklist-step';
import { CoherenceStep } from './steps/coherence-step';
import { DialogueStep } from './steps/dialogue-step';
import { DocumentStep } from './steps/document-step';
import { FocusStep } from './steps/focus-step';
import { GrantStep } from './steps/grant-step';
import { HousingStep } from './steps/housing-step';
import { InterviewStep } from './steps/interview-step';
import { LetterStep } from './steps/letter-step';
import { PickStep } from './steps/pick-step';
import { PitchStep } from './steps/pitch-step';
import { PolishStep } from './steps/polish-step';
import { PortfolioStep } from './steps/portfolio-step';
import { ProjetStep } from './steps/projet-step';
import { QuestionsStep } from './steps/questions-step';
import { QuizStep } from './steps/quiz-step';
import { ReviewStep } from './steps/review-step';
import { RoadmapStep } from './steps/roadmap-step';
import { SalaryStep } from './steps/salary-step';
import { ScaleStep } from './steps/scale-step';
import { TextStep } from './steps/text-step';
import { VoeuxStep } from './steps/voeux-step';
import { WeekPlanStep } from './steps/week-plan-step';

type AnyStepComponent = ComponentType<StepProps<LevelStep>>;

/** One component per step kind; a kind without one here cannot be played in the player yet. */
const STEP_COMPONENTS: Partial<Record<LevelStep['kind'], AnyStepComponent>> = {
  dialogue: DialogueStep as AnyStepComponent,
  quiz: QuizStep as AnyStepComponent,
  text: TextStep as AnyStepComponent,
  pick: PickStep as AnyStepComponent,
  checklist: ChecklistStep as AnyStepComponent,
  scale: ScaleStep as AnyStepComponent,
  questions: QuestionsStep as AnyStepComponent,
  document: DocumentStep as AnyStepComponent,
  salary: SalaryStep as AnyStepComponent,
  letter: LetterStep as AnyStepComponent,
  review: ReviewStep as AnyStepComponent,
  projet: ProjetStep as AnyStepComponent,
  voeux: VoeuxStep as AnyStepComponent,
  calendar: CalendarStep as AnyStepComponent,
  pitch: PitchStep as AnyStepComponent,
  breathing: BreathingStep as AnyStepComponent,
  interview: InterviewStep as AnyStepComponent,
  portfolio: PortfolioStep as AnyStepComponent,
  coherence: CoherenceStep as AnyStepComponent,
  polish: PolishStep as AnyStepComponent,
  advice: AdviceStep as AnyStepComponent,
  certificate: CertificateStep as AnyStepComponent,
  focus: FocusStep as AnyStepComponent,
  'apprentice-pay': ApprenticePayStep as AnyStepComponent,
  'week-plan': WeekPlanStep as AnyStepComponent,
  roadmap: RoadmapStep as AnyStepComponent,
  grant: GrantStep as AnyStepComponent,
  aids: AidsStep as AnyStepComponent,
  housing: HousingStep as AnyStepComponent,
  budget: BudgetStep as AnyStepComponent,
};

/** Whether the player has a component for this kind of step. */
export function canPlayStep(kind: LevelStep['kind']): boolean {
  return STEP_COMPONENTS[kind] !== undefined;
}

export function StepView(props: StepProps<LevelStep>) {
  const Component = STEP_COMPONENTS[props.step.kind];
  if (!Component) {
    return (
      <p role="alert">
        Cette étape ne s’affiche pas. Recharge la page ; tes réponses enregistrées sont gardées.
      </p>
    );
  }
  // A new key per step: its form state never leaks into the next step.
  return <Component key={`${props.level}.${props.step.id}`} {...props} />;
}
