import type { TeamRefRead } from '../../../../shared/schemas/reads';
import type { DraftErrors, FormatDraft } from './format-draft';

/** What every section of the format builder gets: the draft, its problems and a way to change it. */
export interface DraftSectionProps {
  draft: FormatDraft;
  errors: DraftErrors;
  teams: readonly TeamRefRead[];
  set: (patch: Partial<FormatDraft>) => void;
}

/** A select's options from values and their labels. */
export const options = <T extends string | number>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value: String(value), label: label(value) }));
