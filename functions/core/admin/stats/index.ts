export { adminStats, adminUserRow } from './read-stats';
export { applyFiguresDelta } from './apply-delta';
export { figuresDeltaOf } from './stream-changes';
export { recountFigures } from './recount';
