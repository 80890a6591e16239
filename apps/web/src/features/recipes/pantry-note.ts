import { COPY, type PantryReport } from '@sous/domain';

/** What to tell the cook about how their list was read, one sentence per kind; empty when all was clear. */
export function pantryNoteLines(pantry: PantryReport | null): string[] {
  if (!pantry) return [];
  const note = COPY.recipes.pantryNote;
  const lines: string[] = [];
  if (pantry.unrecognized.length > 0) lines.push(note.unrecognized(pantry.unrecognized));
  if (pantry.understood.length > 0) lines.push(note.understood(pantry.understood));
  if (pantry.leftOut.length > 0) lines.push(note.leftOut(pantry.leftOut));
  return lines;
}
