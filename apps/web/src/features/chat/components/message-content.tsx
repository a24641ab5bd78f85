import type { ReactNode } from 'react';

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

function withLinks(content: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let cursor = 0;
  for (const match of content.matchAll(URL_PATTERN)) {
    parts.push(content.slice(cursor, match.index));
    parts.push(
      <a key={match.index} href={match[0]} target="_blank" rel="noopener noreferrer" className="underline">
        {match[0]}
      </a>,
    );
    cursor = match.index + match[0].length;
  }
  parts.push(content.slice(cursor));
  return parts;
}

/** Student links stay plain text (no phishing in a chat of minors); the team's are clickable. */
export function MessageContent({ content, linksAllowed }: { content: string; linksAllowed: boolean }) {
  return <p className="whitespace-pre-wrap break-words">{linksAllowed ? withLinks(content) : content}</p>;
}
