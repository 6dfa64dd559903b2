import { organiserMessages } from '../../../../shared/messages';
import type { TeamRefRead } from '../../../../shared/schemas/reads';
import { ReorderList } from '../../../components/reorder-list';

interface SeedOrderProps {
  teams: readonly TeamRefRead[];
  seeds: readonly string[];
  onChange: (seeds: string[]) => void;
}

/** A knockout's seeds set by hand: the teams in seed order, each moved a place up or down with a thumb. */
export function SeedOrder({ teams, seeds, onChange }: SeedOrderProps) {
  const names = new Map(teams.map((team) => [team.id, team.name]));
  return (
    <ReorderList
      label={organiserMessages.format.seeding}
      items={seeds.map((id) => ({ id, name: names.get(id) ?? '' }))}
      onChange={(items) => onChange(items.map((item) => item.id))}
    />
  );
}
