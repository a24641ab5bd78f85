import { typographieFr } from '@declic/domain';
import { ListTodo } from 'lucide-react';
import { MarkedList } from './marked-list';

/** The editors' to-do list: the article is a draft, and says what it still needs. */
export function ArticleTodoCard({ items }: { items: readonly string[] }) {
  return (
    <section
      aria-labelledby="a-enrichir"
      className="rounded-[var(--radius-card)] border-2 border-dashed border-sun-500 bg-sun-100 p-5"
    >
      <h2 id="a-enrichir" className="flex items-center gap-2 text-xl font-semibold text-brand-900">
        <ListTodo aria-hidden="true" size={20} />
        Notes de la rédaction
      </h2>
      <p className="mt-1 text-sm text-brand-900">
        {typographieFr('Ce qu’il reste à faire avant la version finale :')}
      </p>
      <MarkedList
        items={items}
        className="text-brand-900"
        marker={
          <span
            aria-hidden="true"
            className="mt-1 size-4 shrink-0 rounded border-2 border-brand-900/60 bg-white"
          />
        }
      />
    </section>
  );
}
