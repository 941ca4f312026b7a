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
export { returnTeamPages, takeTeamPages, teamUsage, type TakenPages } from './page-meter';
export { callerTeam, manages } from './team-access';
export { ensureOwnTeam } from './own-team';
export { withTeam } from './team-session';
export {
  cancelCode,
  createVisitorCode,
  listVisitorCodes,
  validateVisitor,
  VISITOR_FAILURES,
} from './visitors';
