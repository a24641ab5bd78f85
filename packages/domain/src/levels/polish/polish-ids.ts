// The documents the polish level reviews, apart from their content: the production contract reads
// them too, without pulling in the level's code (which reads the productions).

/** Where a document keeps its texts in its step's answer. */
export const POLISH_SOURCE_KEYS = ['sections', 'text', 'paragraphs', 'fields', 'intro'] as const;

export const POLISH_DOCUMENT_IDS = ['cv', 'lettre', 'projet', 'star', 'portfolio'] as const;
export type PolishDocumentId = (typeof POLISH_DOCUMENT_IDS)[number];
