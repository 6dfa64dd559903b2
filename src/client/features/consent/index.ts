export { LeaveTeamButton } from './leave-team-button';
export { RemovePlayerButton } from './remove-player-button';
export { TeamInvitations } from './team-invitations';
export { WithdrawButton } from './withdraw-button';
