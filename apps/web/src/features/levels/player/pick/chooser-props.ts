import type { PickOption } from './pick-option';

/** What a catalogue chooser of a pick step receives. */
export interface ChooserProps {
  chosen: ReadonlySet<string>;
  /** True once the step's maximum is reached. */
  full: boolean;
  onChoose: (option: PickOption) => void;
}
