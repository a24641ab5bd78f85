import type { ReactNode } from 'react';

/** One choice a pick step offers: a catalogue item with what helps to choose it. */
export interface PickOption {
  code: string;
  label: string;
  /** One line under the name (a company's city, a video's length…). */
  detail?: string;
  /** A page to open (the video, the offer). */
  url?: string;
  /** More to help choose, under the detail (what becomes of a CFA's apprentices). */
  more?: ReactNode;
}
