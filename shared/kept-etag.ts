/**
 * The request header in which the results screen repeats the ETag of the status answer it keeps.
 * CloudFront does not pass conditional requests on to the API when its behaviour forwards cookies
 * ("If-Modified-Since and If-None-Match conditional requests are not supported when CloudFront is
 * configured to forward cookies (all or a subset)",
 * https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/Cookies.html), and /api/*
 * forwards the session cookie: this name is an ordinary viewer header, which its origin request
 * policy (all viewer headers except Host) does forward. The API reads If-None-Match first.
 */
export const KEPT_ETAG_HEADER = 'x-if-none-match';
