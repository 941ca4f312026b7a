/** The adviser's workbench on the results screen: editing, own findings, merges, action plan, report cover. */
export { usePatchAnalysis } from './api';
export { EditLogButton } from './EditLogButton';
export { OwnFindingDialog } from './OwnFindingDialog';
export { ReportCoverCard } from './ReportCoverCard';
export { RiskTools } from './RiskTools';
