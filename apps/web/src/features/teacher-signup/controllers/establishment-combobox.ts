import type { Establishment } from '@declic/domain';
import { requirePart } from '../../../lib/dom-forms/page-parts';
import { foundCount, TEXTES } from '../textes';

type Search = (
  q: string,
  signal: AbortSignal,
) => Promise<{ establishments: Establishment[]; hasMore: boolean }>;

const DEBOUNCE_MS = 250;
const MIN_LENGTH = 2;

/** « Lycée Clemenceau — Nantes » : what the box shows once a school is chosen. */
export function establishmentLabel(school: Establishment): string {
  return school.town ? `${school.name} — ${school.town}` : school.name;
}

/**
 * The school search of the teacher sign-up (components/establishment-field.tsx), as the ARIA
 * combobox pattern has it: typing searches after a pause, arrows move through the options
 * (`aria-activedescendant`), Enter or a click chooses, Escape closes. The chosen UAI goes into the
 * hidden `uai` input; typing again forgets it. Returns what stops it.
 */
export function runEstablishmentCombobox(root: HTMLElement, search: Search): () => void {
  const input = requirePart<HTMLInputElement>(root, '[role="combobox"]');
  const list = requirePart<HTMLDivElement>(root, '[role="listbox"]');
  const status = requirePart(root, '[data-slot="establishment-status"]');
  const uai = requirePart<HTMLInputElement>(root, 'input[name="uai"]');
  const events = new AbortController();
  let results: Establishment[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | undefined;

  function setOpen(open: boolean) {
    list.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    if (!open) {
      active = -1;
      input.removeAttribute('aria-activedescendant');
    }
  }

  function highlight(index: number) {
    active = index;
    list.querySelectorAll('[role="option"]').forEach((option, i) => {
      option.setAttribute('aria-selected', String(i === index));
    });
    if (index < 0) return input.removeAttribute('aria-activedescendant');
    const option = list.children[index] as HTMLElement;
    input.setAttribute('aria-activedescendant', option.id);
    option.scrollIntoView?.({ block: 'nearest' });
  }

  function option(school: Establishment, index: number): HTMLDivElement {
    const item = document.createElement('div');
    item.id = `${list.id}-${index}`;
    item.setAttribute('role', 'option');
    item.setAttribute('aria-selected', 'false');
    item.className =
      'cursor-pointer rounded-lg px-3 py-2 aria-selected:bg-brand-100 hover:bg-brand-50 flex flex-col';
    const name = document.createElement('span');
    name.className = 'font-semibold text-ink';
    name.textContent = school.name;
    const place = document.createElement('span');
    place.className = 'text-sm text-ink-soft';
    place.textContent = [school.town, `UAI ${school.uai}`].filter(Boolean).join(' · ');
    item.append(name, place);
    // mousedown, not click: the box keeps its focus (its blur would close the list first).
    item.addEventListener('mousedown', (event) => {
      event.preventDefault();
      choose(index);
    });
    return item;
  }

  function show(found: Establishment[], hasMore: boolean) {
    results = found;
    list.replaceChildren(...found.map(option));
    status.textContent = foundCount(found.length, hasMore);
    setOpen(found.length > 0);
  }

  function choose(index: number) {
    const school = results[index];
    if (!school) return;
    input.value = establishmentLabel(school);
    uai.value = school.uai;
    setOpen(false);
    status.textContent = `Établissement choisi\u202f: ${establishmentLabel(school)} (UAI ${school.uai}).`;
    // The form's rules read the change (an error on the box goes away).
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }

  async function run(q: string) {
    pending?.abort();
    const mine = new AbortController();
    pending = mine;
    status.textContent = TEXTES.rechercheEnCours;
    try {
      const found = await search(q, mine.signal);
      if (pending === mine) show(found.establishments, found.hasMore);
    } catch {
      if (pending === mine && !mine.signal.aborted) {
        status.textContent = TEXTES.rechercheImpossible;
        setOpen(false);
      }
    }
  }

  function onInput() {
    uai.value = '';
    clearTimeout(timer);
    const q = input.value.trim();
    if (q.length < MIN_LENGTH) {
      pending?.abort();
      results = [];
      list.replaceChildren();
      status.textContent = '';
      return setOpen(false);
    }
    timer = setTimeout(() => run(q), DEBOUNCE_MS);
  }

  function onKeyDown(event: KeyboardEvent) {
    const open = !list.hidden && results.length > 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) {
        if (results.length > 0) setOpen(true);
        return;
      }
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      highlight((active + step + results.length) % results.length);
    } else if (event.key === 'Enter' && open && active >= 0) {
      // Enter chooses the option; it does not send the form.
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  input.addEventListener('input', onInput, { signal: events.signal });
  input.addEventListener('keydown', onKeyDown, { signal: events.signal });
  input.addEventListener('blur', () => setOpen(false), { signal: events.signal });
  return () => {
    events.abort();
    pending?.abort();
    clearTimeout(timer);
  };
}
