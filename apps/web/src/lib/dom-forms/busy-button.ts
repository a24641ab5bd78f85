/**
 * A submit button that says what is happening while a request runs, and cannot be pressed again
 * meanwhile. Returns what switches it.
 */
export function busyButton(button: HTMLButtonElement, busyLabel: string): (busy: boolean) => void {
  const idleLabel = button.textContent ?? '';
  return (busy) => {
    button.textContent = busy ? busyLabel : idleLabel;
    button.disabled = busy;
  };
}
