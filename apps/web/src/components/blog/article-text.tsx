import type { ArticleBody } from '@declic/domain';

/** The article's running text: h2 sections of paragraphs and lists. */
export function ArticleText({ body }: { body: ArticleBody }) {
  return (
    <div className="space-y-8 text-lg leading-relaxed text-ink">
      {body.sections.map((section) => (
        <section key={section.heading}>
          <h2 className="mb-3 text-2xl font-semibold text-ink">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 first:mt-0">
              {paragraph}
            </p>
          ))}
          {section.list && (
            <ul className="mt-3 list-disc space-y-2 pl-6 marker:text-brand-700">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
