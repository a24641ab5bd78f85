import type { PortfolioStep } from '../engine/steps';
import type { StepProblem } from '../engine/text-rules';
import type { PortfolioSectionId } from './portfolio-ids';
import type { PortfolioSection } from './portfolio-sections';

export { PORTFOLIO_SECTION_IDS, type PortfolioSectionId } from './portfolio-ids';

/** What the student keeps: a few words about themselves, and the sections their PDF shows. */
export interface PortfolioAnswer {
  intro: string;
  sections: PortfolioSectionId[];
}

export const PORTFOLIO_INTRO_MAX = 600;

/**
 * The rules: an introduction of some substance, enough sections, each one with something to
 * show (`available`: the student's own sections, rebuilt by the server).
 */
export function portfolioProblems(
  step: PortfolioStep,
  answer: PortfolioAnswer,
  available: readonly Pick<PortfolioSection, 'id' | 'title'>[],
): StepProblem[] {
  const problems: StepProblem[] = [];
  const intro = answer.intro.trim().length;
  if (intro < step.introMinLength) {
    problems.push({
      field: 'intro',
      message: `Présente-toi en quelques phrases : ${step.introMinLength} caractères au moins (tu en as ${intro}).`,
    });
  }
  const ids = new Set(available.map((section) => section.id));
  const kept = answer.sections.filter((id) => ids.has(id));
  if (kept.length < step.minSections) {
    problems.push({
      field: 'sections',
      message: `Garde au moins ${step.minSections} rubriques dans ton portfolio (tu en as ${kept.length}).`,
    });
  }
  return problems;
}

/** The sections the PDF shows, in the portfolio's order, among those that have something. */
export function keptSections(
  sections: readonly PortfolioSection[],
  answer: PortfolioAnswer,
): PortfolioSection[] {
  const kept = new Set(answer.sections);
  return sections.filter((section) => kept.has(section.id));
}
