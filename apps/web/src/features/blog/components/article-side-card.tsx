import { typographieFr } from '@declic/domain';
import { ArrowRight, Lightbulb } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import type { BlogPost } from '../posts';
import { MarkedList } from './marked-list';

/** "En bref" card beside the article: the key points, then 'Lancer le questionnaire'. */
export function ArticleSideCard({ post, keyPoints }: { post: BlogPost; keyPoints: readonly string[] }) {
  return (
    <section
      aria-labelledby="en-bref"
      className="rounded-[var(--radius-card)] border-2 p-5"
      style={{ borderColor: post.accent, backgroundColor: post.accentSoft }}
    >
      <h2 id="en-bref" className="flex items-center gap-2 text-xl font-semibold text-ink">
        <Lightbulb aria-hidden="true" size={20} />
        En bref
      </h2>
      <MarkedList
        items={keyPoints}
        className="text-ink"
        marker={
          <span
            aria-hidden="true"
            className="mt-2 size-2 shrink-0 rounded-full"
            style={{ backgroundColor: post.accent }}
          />
        }
      />
      <p className="mt-4 font-semibold text-ink">{typographieFr('Envie de voir où tu en es ?')}</p>
      <ButtonLink to="/avatar" className="mt-3 w-full">
        Lancer le questionnaire
        <ArrowRight aria-hidden="true" size={18} />
      </ButtonLink>
    </section>
  );
}
