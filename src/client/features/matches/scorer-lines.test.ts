import { describe, expect, it } from 'vitest';
import { scorerText, sentOffText } from './scorer-lines';

describe('scorer lines', () => {
  it("reads like a fan app's: minutes joined, penalties and own goals marked", () => {
    expect(
      scorerText({
        name: 'Ali',
        goals: [
          { minute: 12, mark: 'goal' },
          { minute: 45, mark: 'penalty' },
        ],
      }),
    ).toBe("Ali 12', 45' (P)");
    expect(scorerText({ name: 'Cem', goals: [{ minute: 20, mark: 'ownGoal' }] })).toBe("Cem 20' (OG)");
    expect(scorerText({ name: null, goals: [{ minute: 3, mark: 'goal' }] })).toBe("Unknown player 3'");
    expect(sentOffText({ name: 'Dan', minute: 33 })).toBe("Dan 33'");
    // Extra time's clock starts again from 0.
    expect(scorerText({ name: 'Ali', goals: [{ minute: 3, extraTime: true, mark: 'penalty' }] })).toBe("Ali 3' ET (P)");
    expect(sentOffText({ name: 'Dan', minute: 0, extraTime: true })).toBe("Dan 0' ET");
  });
});
