import { useState } from 'react';
import { CommandPalette } from '@/components/dashboard/CommandPalette';
import type { PaletteTarget } from './paletteItems';
import { usePaletteGroups } from './useCommandPalette';

export interface OpenCommandPaletteProps {
  /** The signed-in operator, whose recent actions are listed. */
  operatorId: string | null;
  /** Escape, a click outside, or a choice. */
  onClose: () => void;
  /** An item chosen (the layout opens it). */
  onChoose: (item: PaletteTarget) => void;
}

/** The palette while it is open: only then are its queries watched (usePaletteGroups). */
export function OpenCommandPalette({ operatorId, onClose, onChoose }: OpenCommandPaletteProps) {
  const [query, setQuery] = useState('');
  const palette = usePaletteGroups(operatorId, query);
  return <CommandPalette open onClose={onClose} groups={palette.groups} browse={palette.browse} onChoose={onChoose} onQueryChange={setQuery} />;
}
