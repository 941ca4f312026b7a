import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { jobs, routes } from '#functions/routes';
import { repoRoot } from './paths';
import { RisqueVisionEdgeStack } from './edge-stack';
import { RisqueVisionStack } from './stack';

const app = new App();
const webDistDir = join(repoRoot, 'web', 'dist');

// The WAF of CloudFront, in us-east-1 (deployed first; its WebAclArn output feeds the main stack).
new RisqueVisionEdgeStack(app, 'RisqueVisionEdge', {
  description: 'RisqueVision: WAF web ACL of the CloudFront distribution (us-east-1)',
});

// Environment-agnostic: no account or region, so synth needs no AWS credentials.
new RisqueVisionStack(app, 'RisqueVision', {
  description: 'RisqueVision: occupational health and safety risk analysis',
  routes,
  jobs,
  mailFrom: process.env.MAIL_FROM || 'no-reply@risquevision.ca',
  appOrigin: process.env.APP_ORIGIN || undefined,
  alarmEmail: process.env.ALARM_EMAIL || undefined,
  // Synth works before the web app is built; the deployment is added once web/dist exists.
  webDistDir: existsSync(join(webDistDir, 'index.html')) ? webDistDir : undefined,
});

app.synth();
