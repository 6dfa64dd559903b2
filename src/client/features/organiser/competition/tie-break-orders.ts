import { TIE_BREAK_PRESETS, type TieBreakPreset, tieBreakCriteria } from '../../../../shared/domain/formats';
import type { organiserMessages } from '../../../../shared/messages';

/** The orders a group may follow: each preset, with or without fair play. */
export const TIE_BREAK_ORDERS = (Object.keys(TIE_BREAK_PRESETS) as TieBreakPreset[]).flatMap((preset) =>
  [false, true].map((fairPlay) => {
    const value = `${preset}${fairPlay ? '+fair-play' : ''}` as keyof typeof organiserMessages.competition.orders;
    return { value, preset, fairPlay, criteria: tieBreakCriteria(preset, { fairPlay }).join() };
  }),
);

/** The order whose criteria a group follows (the first when a read saved before has none). */
export const orderOf = (criteria: readonly string[] | undefined) =>
  TIE_BREAK_ORDERS.find((order) => order.criteria === criteria?.join()) ??
  (TIE_BREAK_ORDERS[0] as (typeof TIE_BREAK_ORDERS)[number]);
