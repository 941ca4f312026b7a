import { config } from '#functions/config';

/**
 * Options shared by every AWS client: the region, and locally the engine's endpoint
 * with dummy credentials. In AWS the endpoint is unset and the role's credentials apply.
 */
export function clientOptions(endpoint: string | undefined) {
  const { AWS_REGION } = config();
  if (!endpoint) return { region: AWS_REGION };
  return {
    region: AWS_REGION,
    endpoint,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
}
