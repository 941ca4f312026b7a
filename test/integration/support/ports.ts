import getPort from 'get-port';

/** Free ports for one local stack, so tests never collide with `npm start` or each other. */
export async function freeStackPorts() {
  const [app, dynamodb, s3, sqs, ses] = await Promise.all(Array.from({ length: 5 }, () => getPort()));
  return { app: app!, engines: { dynamodb: dynamodb!, s3: s3!, sqs: sqs!, ses: ses! } };
}
