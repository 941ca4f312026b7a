import { NotFoundRoute } from './not-found';

/** Placeholder until the page is built in this issue. */
export default NotFoundRoute;
