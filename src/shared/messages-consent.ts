/**
 * Texts of consent (docs/rules.md#teams-in-a-tournament): a team joins someone else's tournament
 * only when its manager accepts, a manager may withdraw before the team's first match, and a player
 * may leave a team. `server` holds the server's answers, which the screens show as they are; `ui` the
 * screens' own texts.
 */
export const consentMessages = {
  server: {
    teamInvited: (team: string) => `${team} is invited. It takes part once its manager accepts.`,
    alreadyInvited: (team: string) => `${team} is already invited. It takes part once its manager accepts.`,
    notTeamManager: "Only this team's manager can do this.",
    noInvitation: 'This team has no pending invitation to this tournament.',
    invitationAccepted: (team: string, tournament: string) => `${team} now takes part in ${tournament}.`,
    invitationDeclined: (team: string, tournament: string) => `${team} declined the invitation to ${tournament}.`,
    invitationCancelled: (team: string) => `The invitation to ${team} is cancelled.`,
    teamNotAccepted: (team: string) => `${team} has not accepted the invitation to this tournament yet.`,
    teamNotInTournament: 'This team does not take part in this tournament.',
    withdrawn: (team: string, tournament: string) => `${team} has withdrawn from ${tournament}.`,
    alreadyPlayed: (team: string) =>
      `${team} has already played in this tournament, so it can no longer withdraw. Ask the organiser.`,
    notInTeam: 'You are not a player of this team.',
    playerNotInTeam: 'This player is not in the team.',
    leftTeam: (team: string) => `You left ${team}.`,
    playerRemoved: (player: string, team: string) => `${player} no longer plays for ${team}.`,
    matchOn: (team: string) => `${team} is playing a match right now. Try again once it has ended.`,
  },
  ui: {
    invited: 'Invited',
    invitedTitle: 'Invited teams',
    invitedIntro: 'They take part once their manager accepts.',
    cancelInvitation: 'Cancel invitation',
    cancelFailed: 'Failed to cancel the invitation. Please try again.',
    invitationsTitle: 'Invitations',
    invitedTo: (tournament: string) => `Invited to ${tournament}`,
    invitationText: (team: string) =>
      `The organiser invites ${team}. Once you accept, the team is listed in the tournament and its matches count for your players' profiles.`,
    accept: 'Accept',
    decline: 'Decline',
    answerFailed: 'Failed to answer the invitation. Please try again.',
    withdraw: 'Withdraw from tournament',
    confirmWithdraw: (team: string, tournament: string) =>
      `Withdraw ${team} from ${tournament}? Its scheduled fixtures in the tournament are deleted. A team can only withdraw before its first match.`,
    withdrawFailed: 'Failed to withdraw the team. Please try again.',
    leaveTeam: 'Leave team',
    confirmLeave: (team: string) =>
      `Leave ${team}? You will no longer be listed among its players. Your past matches and statistics stay on record.`,
    leaveFailed: 'Failed to leave the team. Please try again.',
    removePlayer: 'Remove',
    confirmRemove: (player: string, team: string) =>
      `Remove ${player} from ${team}? Their past matches and statistics stay on record.`,
    removeFailed: 'Failed to remove the player. Please try again.',
  },
} as const;
