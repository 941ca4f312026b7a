/** The teams feature's public surface for other features: the dashboard's choice handed to the assistant. */
export { takePreloadedContext, type PreloadedContext } from './dashboard/preloaded-context';
