import type { ArticleSection } from './blog-article';

/**
 * The articles' running text as the staff write it: a small Markdown — `## ` starts a section,
 * blank lines separate paragraphs, `- ` lines make the section's list. Nothing else is read, so
 * what the staff see in the preview is what readers get.
 */
export function sectionsToMarkdown(sections: readonly ArticleSection[]): string {
  return sections
    .map((section) =>
      [
        `## ${section.heading}`,
        ...section.paragraphs,
        ...(section.list ? [section.list.map((item) => `- ${item}`).join('\n')] : []),
      ].join('\n\n'),
    )
    .join('\n\n');
}

export type ParsedSections = { sections: ArticleSection[] } | { problem: string };

export function markdownToSections(markdown: string): ParsedSections {
  const sections: ArticleSection[] = [];
  const blocks = markdown
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  for (const block of blocks) {
    if (block.startsWith('## ')) {
      const [heading = '', ...rest] = block.split('\n');
      sections.push({ heading: heading.slice(3).trim(), paragraphs: [] });
      if (rest.length)
        return { problem: `Laissez une ligne vide après le titre «\u202f${heading.slice(3).trim()}\u202f».` };
      continue;
    }
    const section = sections.at(-1);
    if (!section)
      return {
        problem: 'Commencez par un titre de partie\u202f: une ligne qui commence par «\u202f## \u202f».',
      };
    const lines = block.split('\n').map((line) => line.trim());
    if (lines.every((line) => line.startsWith('- '))) {
      if (section.list) return { problem: `Une seule liste par partie («\u202f${section.heading}\u202f»).` };
      section.list = lines.map((line) => line.slice(2).trim());
    } else {
      section.paragraphs.push(lines.join(' '));
    }
  }
  if (sections.length === 0) return { problem: 'L’article est vide.' };
  const empty = sections.find((section) => section.paragraphs.length === 0 && !section.list);
  if (empty) return { problem: `La partie «\u202f${empty.heading}\u202f» n’a pas de texte.` };
  return { sections };
}
