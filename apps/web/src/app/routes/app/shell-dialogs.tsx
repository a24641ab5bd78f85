import { type ComponentProps, lazy, Suspense, useState } from 'react';

// Loaded the first time they open, not with every /app page: the palette's combobox alone weighs
// some 24 KB gzip (Ariakit), which the shell's first paint does not need.
const CommandPalette = lazy(() =>
  import('../../../features/command-palette/components/command-palette').then((module) => ({
    default: module.CommandPalette,
  })),
);
const BugReportDialog = lazy(() =>
  import('../../../features/support/components/bug-report-dialog').then((module) => ({
    default: module.BugReportDialog,
  })),
);

/** True from the first time `open` is: a dialog, once loaded, stays mounted (its closing animation, its state). */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

interface ShellDialogsProps {
  palette: ComponentProps<typeof CommandPalette>;
  bugReport: ComponentProps<typeof BugReportDialog>;
}

/** The /app shell's command palette and bug report, each loaded when first opened. */
export function ShellDialogs({ palette, bugReport }: ShellDialogsProps) {
  const paletteOpened = useOpenedOnce(palette.open);
  const bugReportOpened = useOpenedOnce(bugReport.open);
  return (
    <>
      <Suspense fallback={null}>{paletteOpened ? <CommandPalette {...palette} /> : null}</Suspense>
      <Suspense fallback={null}>{bugReportOpened ? <BugReportDialog {...bugReport} /> : null}</Suspense>
    </>
  );
}
