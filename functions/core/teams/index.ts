export {
  acceptInvitation,
  cancelInvitation,
  declineInvitation,
  invite,
  listInvitations,
  resendInvitation,
  verifyInvitation,
} from './invitations';
export { changeMemberRole, listMembers, revokeMember, teamAuthors } from './members';
export { teamOverview } from './overview';
export { returnTeamPages, takeTeamPages, type TakenPages } from './page-meter';
export { ensureOwnTeam } from './own-team';
export { withTeam } from './team-session';
export { cancelCode, createVisitorCode, listVisitorCodes, validateVisitor } from './visitors';
