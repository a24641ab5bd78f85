import type { PortfolioBlock, PortfolioSection } from '@declic/domain';

/** A stable key per block: its text, and how many times that same text came before (CV lines repeat). */
function keyed(blocks: readonly PortfolioBlock[]) {
  const seen = new Map<string, number>();
  return blocks.map((block) => {
    const base = `${block.label ?? ''}|${block.text}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { block, key: `${base}|${count}` };
  });
}

interface PortfolioSectionCardProps {
  section: PortfolioSection;
  kept: boolean;
  onToggle: (kept: boolean) => void;
}

/** One section of the portfolio, in full, with the box that keeps it in the PDF. */
export function PortfolioSectionCard({ section, kept, onToggle }: PortfolioSectionCardProps) {
  const headingId = `portfolio-${section.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border-2 border-line bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold">
          {section.title}
        </h3>
        <span className="text-sm text-ink-soft">
          {section.level === null ? 'Ton questionnaire d’orientation' : `Niveau ${section.level}`}
        </span>
      </div>
      <div className="flex flex-col gap-2">
        {keyed(section.blocks).map(({ block, key }) => (
          <div key={key}>
            {block.label ? <p className="text-sm font-semibold text-ink-soft">{block.label}</p> : null}
            <p className="whitespace-pre-line">{block.text}</p>
          </div>
        ))}
      </div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 self-start font-semibold">
        <input
          type="checkbox"
          className="size-5"
          checked={kept}
          onChange={(event) => onToggle(event.target.checked)}
        />
        Garder dans mon PDF<span className="sr-only"> : {section.title}</span>
      </label>
    </section>
  );
}
