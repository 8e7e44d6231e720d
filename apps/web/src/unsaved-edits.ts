/**
 * A screen redrawn by the live feed (another table's result, new pairings) must not wipe what
 * its user is typing: fields typed in and not yet sent, chosen options and the focus are carried
 * over to the redrawn controls, matched by element id.
 */
export interface Edits {
  values: Map<string, string>;
  focused?: string;
}

/** Marks a field the user typed in (listen for `input` on the screen's root). */
export const markEdited = (event: Event): void => {
  (event.target as HTMLElement).dataset.edited = 'true';
};

/** Forgets the typing in a field once what it held was stored. */
export function clearEdited(root: HTMLElement, ids: readonly string[]): void {
  for (const id of ids) {
    const field = root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${CSS.escape(id)}`);
    if (field) {
      delete field.dataset.edited;
      field.value = '';
    }
  }
}

export function unsavedEdits(root: HTMLElement): Edits {
  const values = new Map<string, string>();
  root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[id], textarea[id]').forEach((input) => {
    if (input.dataset.edited === 'true') values.set(input.id, input.value);
  });
  root.querySelectorAll<HTMLSelectElement>('select[id]').forEach((select) => values.set(select.id, select.value));
  const active = document.activeElement;
  return { values, focused: active instanceof HTMLElement && root.contains(active) && active.id ? active.id : undefined };
}

export function restoreEdits(root: HTMLElement, edits: Edits): void {
  for (const [id, value] of edits.values) {
    const field = root.querySelector<HTMLInputElement | HTMLSelectElement>(`#${CSS.escape(id)}`);
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((o) => o.value === value)) field.value = value;
    } else if (field) {
      field.value = value;
      field.dataset.edited = 'true';
    }
  }
  if (edits.focused) root.querySelector<HTMLElement>(`#${CSS.escape(edits.focused)}`)?.focus();
}
