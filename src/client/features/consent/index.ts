export { LeaveTeamButton } from './leave-team-button';
export { TeamInvitations } from './team-invitations';
export { WithdrawButton } from './withdraw-button';
