import type { ArticleBody } from '../blog-article';
import accompagnerParents from './accompagner-parents';
import explorerMetiersDemain from './explorer-metiers-demain';
import questionnaireOrientationPremiersPas from './questionnaire-orientation-premiers-pas';

/** Article bodies by slug; only the article page imports them, so the landing page stays light. */
export const ARTICLE_BODIES: Readonly<Record<string, ArticleBody>> = {
  'explorer-metiers-demain': explorerMetiersDemain,
  'questionnaire-orientation-premiers-pas': questionnaireOrientationPremiersPas,
  'accompagner-parents': accompagnerParents,
};
